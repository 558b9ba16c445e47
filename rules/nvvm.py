"""Native helpers of ``nvvm.rules``: ``#nvvm.target`` and the shuffle kind.

``#nvvm.target<O = 3, chip = "sm_90", features = "+ptx80", flags = {...}, link = [...]>``
is printed in MLIR 19's parameter order (O, triple, chip, features, flags, link) with the
defaults (``O = 2``, ``triple = "nvptx64-nvidia-cuda"``, ``chip = "sm_50"``, ``features = "+ptx60"``)
left out; ``target_params(attr)`` reads it back for the CUDA target.

What it does not do: other ``#nvvm`` attributes than ``target`` and ``shfl_kind``.
"""

from __future__ import annotations

import re
from typing import Any

from irlite.ir.attributes import (
    DialectAttr,
    IntegerAttr,
    OpaqueAttr,
    StringAttr,
)
from irlite.ir.core import Operation
from irlite.ir.types import IntegerType

__all__ = ["SHFL_KINDS", "make_target", "parse_attr", "shfl_kind", "target_params"]

SHFL_KINDS = ("bfly", "up", "down", "idx")
_DEFAULTS = {"O": 2, "triple": "nvptx64-nvidia-cuda", "chip": "sm_50", "features": "+ptx60"}
_ORDER = ("O", "triple", "chip", "features", "flags", "link")
_KW = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_I32 = IntegerType.get(32)


def make_target(params: dict) -> Any:
    """The interned ``#nvvm.target`` of ``params`` (Python values or attributes)."""
    parts = []
    for k in _ORDER:
        if k not in params:
            continue
        v = params[k]
        if k in _DEFAULTS and _plain(v) == _DEFAULTS[k]:
            continue
        parts.append(f"{k} = {_text(v)}")
    return DialectAttr.get("nvvm", "target" + (f"<{', '.join(parts)}>" if parts else ""))


def _plain(v: Any) -> Any:
    if isinstance(v, IntegerAttr):
        return int(v.value)
    if isinstance(v, StringAttr):
        return v.value
    return v


def _text(v: Any) -> str:
    if isinstance(v, int):
        return str(v)
    if isinstance(v, str):
        return '"' + v.replace("\\", "\\5C").replace('"', "\\22") + '"'
    if isinstance(v, IntegerAttr):
        return str(int(v.value))
    return str(v)


def target_params(attr: Any) -> dict:
    """``{"O": int, "triple": str, "chip": str, "features": str}`` of an ``#nvvm.target``."""
    out = dict(_DEFAULTS)
    if not isinstance(attr, DialectAttr) or attr.mnemonic != "target":
        return out
    body = attr.params_text
    for k in ("O",):
        m = re.search(r"\bO = (\d+)", body)
        if m:
            out[k] = int(m.group(1))
    for k in ("triple", "chip", "features"):
        m = re.search(rf'\b{k} = "([^"]*)"', body)
        if m:
            out[k] = m.group(1)
    return out


def parse_attr(p: Any, mnemonic: str) -> Any:
    """``#nvvm.target[<key = value, ...>]``."""
    if mnemonic != "target":
        p.error(f"unknown attribute `{mnemonic}` in dialect `nvvm`", p.pos - len(mnemonic))
    params: dict = {}
    if p.try_lit("<"):
        while True:
            p.ws()
            pos = p.pos
            m = p.match(_KW)
            if m is None or m.group() not in _ORDER:
                p.error("expected a parameter name in struct", pos)
            k = m.group()
            p.expect("=", "'='")
            v = p.parse_attribute(_I32) if k == "O" else p.parse_attribute()
            if k == "O":
                v = int(v.value)
            elif k in ("triple", "chip", "features"):
                v = v.value
            params[k] = v
            if p.try_lit(">"):
                break
            p.expect(",", "','")
    return make_target(params)


def parse_ShflKind(p: Any) -> tuple:
    p.ws()
    pos = p.pos
    m = p.match(_KW)
    if m is None or m.group() not in SHFL_KINDS:
        p.error("expected one of [bfly, up, down, idx] for NVVM::ShflKind", pos)
    return (OpaqueAttr.get("nvvm", f"shfl_kind {m.group()}"),)


def print_ShflKind(p: Any, op: Operation, a: Any) -> str:
    return " " + shfl_kind(op)


def shfl_kind(op: Operation) -> str:
    a = op.properties["kind"]
    return a.params[1].split(" ", 1)[1] if isinstance(a, OpaqueAttr) else "bfly"


def verify_shfl(op: Operation) -> str | None:
    if "return_value_and_is_valid" not in op.properties:
        return None
    from irlite.rules.llvm_types import LLVMStructType

    t = op.results[0].type
    if not isinstance(t, LLVMStructType) or len(t.body) != 2:
        return "expected return type to be a two-element struct with i1 as the second element"
    return None
