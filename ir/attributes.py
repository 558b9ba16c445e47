"""MLIR's builtin attributes: interned values that print exactly as mlir-opt 19.

Every class is created through ``Cls.get(...)`` (hash-consed, so equality is
identity) and caches its text. Covered: ``IntegerAttr`` (and the ``BoolAttr``
helper), ``FloatAttr`` (exact bits for every builtin float type, printed with
LLVM's ``APFloat::toString`` rules), ``StringAttr``, ``UnitAttr``,
``ArrayAttr``, ``DictionaryAttr``, ``TypeAttr``, ``SymbolRefAttr``,
``DenseIntOrFPElementsAttr``, ``DenseStringElementsAttr``,
``DenseResourceElementsAttr``, ``DenseArrayAttr``, ``SparseElementsAttr``,
``DistinctAttr``, ``OpaqueAttr`` (attributes of unregistered dialects,
``#foo<"...">``) and ``DialectAttr`` (pretty attributes of known dialects kept
verbatim, ``#arith.overflow<none>``).

Also here: ``FloatSemantics`` (bit layouts and correctly rounded conversion of
the builtin float types) and MLIR's string escaping helpers
(``escape_string``, ``dict_key_text``, ``symbol_text``).

What this module does not do: parse text (``attr_parser``), locations
(``location``), affine maps / strided layouts (``layout_attrs``) or resource
blobs (``resources``).

Types are only queried, never defined here: scalar types are recognized by
their text (``i32``, ``ui8``, ``index``, ``bf16``...), shaped and complex
types through their ``shape`` / ``element_type`` properties.
"""

from __future__ import annotations

import math
import re
import struct
from collections.abc import Iterable, Iterator, Mapping, Sequence
from types import MappingProxyType
from typing import Any

from .base import DEFAULT_PRINTER, Attribute, AttrPrinter, _Interned
from .types import split_mnemonic

__all__ = [
    "HEX_ELEMENTS_LIMIT",
    "ArrayAttr",
    "BoolAttr",
    "DenseArrayAttr",
    "DenseIntOrFPElementsAttr",
    "DenseResourceElementsAttr",
    "DenseStringElementsAttr",
    "DialectAttr",
    "DictionaryAttr",
    "DistinctAttr",
    "ElementsAttr",
    "FloatAttr",
    "FloatSemantics",
    "IntegerAttr",
    "OpaqueAttr",
    "SparseElementsAttr",
    "StringAttr",
    "SymbolRefAttr",
    "TypeAttr",
    "UnitAttr",
    "dict_key_text",
    "escape_string",
    "float_semantics",
    "format_float",
    "is_bare_identifier",
    "symbol_text",
]

# The raw interning constructor (``_Interned.get``), for classes whose public
# ``get`` normalizes its arguments first.
_raw_get = _Interned.get.__func__  # type: ignore[attr-defined]


def _raw_reintern(cls: type, params: tuple) -> Any:
    return _raw_get(cls, *params)


# ====================================================================== floats


class FloatSemantics:
    """Bit layout of one builtin float type (LLVM's ``fltSemantics``).

    A value is ``(-1)**sign * sig * 2**exp``; ``mbits`` stored mantissa bits
    (plus a hidden bit, or an explicit one for x87 ``f80``), exponent bias
    ``bias``. ``nonfinite`` is 0 for IEEE (inf and NaN), 1 for the ``FN``
    types (no inf, NaN is the all-ones pattern) and 2 for the ``FNUZ`` types
    (no inf, no negative zero, NaN is the negative-zero pattern).
    """

    __slots__ = (
        "bias",
        "ebits",
        "emax",
        "emin",
        "explicit_int",
        "mbits",
        "name",
        "nbytes",
        "nonfinite",
        "precision",
        "size",
    )

    def __init__(
        self,
        name: str,
        ebits: int,
        mbits: int,
        bias: int | None = None,
        nonfinite: int = 0,
        explicit_int: bool = False,
    ) -> None:
        self.name = name
        self.ebits = ebits
        self.mbits = mbits
        self.bias = (1 << (ebits - 1)) - 1 if bias is None else bias
        self.emin = 1 - self.bias
        top = (1 << ebits) - 1
        self.emax = (top - 1 if nonfinite == 0 else top) - self.bias
        self.nonfinite = nonfinite
        self.explicit_int = explicit_int
        self.size = 1 + ebits + mbits + (1 if explicit_int else 0)
        self.precision = mbits + 1
        self.nbytes = (self.size + 7) // 8

    def __repr__(self) -> str:
        return f"FloatSemantics({self.name})"

    # -- decoding
    def decode(self, bits: int) -> tuple[int, int, int, int]:
        """``(category, sign, sig, exp)``; category 0 zero, 1 finite, 2 inf, 3 NaN."""
        m = self.mbits
        sign = bits >> (self.size - 1)
        ef = (bits >> (m + self.explicit_int)) & ((1 << self.ebits) - 1)
        mant = bits & ((1 << m) - 1)
        top = (1 << self.ebits) - 1
        if self.explicit_int:
            sig = bits & ((1 << (m + 1)) - 1)
            if ef and not sig >> m:
                return 3, sign, 0, 0  # x87 unnormal / pseudo-infinity: NaN
            if ef == top:
                return (3 if mant else 2), sign, 0, 0
            if ef == 0:
                return (1, sign, sig, self.emin - m) if sig else (0, sign, 0, 0)
            return 1, sign, sig, ef - self.bias - m
        nf = self.nonfinite
        if nf == 0:
            if ef == top:
                return (3 if mant else 2), sign, 0, 0
        elif nf == 1:
            if ef == top and mant == (1 << m) - 1:
                return 3, sign, 0, 0
        elif bits == 1 << (self.size - 1):
            return 3, sign, 0, 0
        if ef == 0:
            return (1, sign, mant, self.emin - m) if mant else (0, sign, 0, 0)
        return 1, sign, mant | (1 << m), ef - self.bias - m

    def canonical(self, bits: int) -> int:
        """Bits as LLVM holds them after loading (x87 unnormals become NaN)."""
        if self.explicit_int:
            ef = (bits >> 64) & 0x7FFF
            if ef and not (bits >> 63) & 1:
                return bits | (0x7FFF << 64)
        return bits

    # -- special values
    def nan_bits(self, sign: int = 0) -> int:
        """The default quiet NaN."""
        m = self.mbits
        if self.nonfinite == 1:
            return (sign << (self.size - 1)) | ((1 << (self.size - 1)) - 1)
        if self.nonfinite == 2:
            return 1 << (self.size - 1)
        top = (1 << self.ebits) - 1
        q = (1 << (m - 1)) | ((1 << m) if self.explicit_int else 0)
        return (sign << (self.size - 1)) | (top << (m + self.explicit_int)) | q

    def inf_bits(self, sign: int = 0) -> int:
        """Infinity, or NaN for the types without one (what overflow rounds to)."""
        if self.nonfinite:
            return self.nan_bits(sign)
        top = (1 << self.ebits) - 1
        m = self.mbits
        ib = (1 << m) if self.explicit_int else 0
        return (sign << (self.size - 1)) | (top << (m + self.explicit_int)) | ib

    def zero_bits(self, sign: int = 0) -> int:
        return 0 if self.nonfinite == 2 else sign << (self.size - 1)

    # -- conversions (round to nearest, ties to even, as APFloat does)
    def round_rational(self, sign: int, n: int, d: int) -> int:
        """Bits of the value nearest to ``(-1)**sign * n / d`` (``n >= 0``, ``d > 0``)."""
        if n == 0:
            return self.zero_bits(sign)
        m = self.mbits
        e = n.bit_length() - d.bit_length()
        if e >= 0:
            if n < (d << e):
                e -= 1
        elif (n << -e) < d:
            e -= 1
        e = max(e, self.emin)
        shift = m - e
        if shift >= 0:
            den = d
            q, r = divmod(n << shift, d)
        else:
            den = d << -shift
            q, r = divmod(n, den)
        r2 = r << 1
        if r2 > den or (r2 == den and q & 1):
            q += 1
        if q >> (m + 1):
            q >>= 1
            e += 1
        mask = (1 << m) - 1
        if e > self.emax or (self.nonfinite == 1 and e == self.emax and (q & mask) == mask):
            return self.inf_bits(sign)
        if q == 0:
            return self.zero_bits(sign)
        ef = e + self.bias if q >> m else 0
        if self.explicit_int:
            return (sign << (self.size - 1)) | (ef << (m + 1)) | q
        return (sign << (self.size - 1)) | (ef << m) | (q & mask)

    def from_double(self, x: float) -> int:
        """Bits of a Python float converted to this type."""
        db = struct.unpack("<Q", struct.pack("<d", x))[0]
        if self is _F64:
            return db
        sign = db >> 63
        if math.isnan(x):
            if self.nonfinite:
                return self.nan_bits(sign)
            m = self.mbits
            payload = db & ((1 << 52) - 1)
            pl = payload >> (52 - m) if m <= 52 else payload << (m - 52)
            pl |= 1 << (m - 1)
            top = (1 << self.ebits) - 1
            ib = (1 << m) if self.explicit_int else 0
            return (sign << (self.size - 1)) | (top << (m + self.explicit_int)) | ib | pl
        if x == _INF or x == -_INF:
            return self.inf_bits(sign)
        n, d = abs(x).as_integer_ratio()
        return self.round_rational(sign, n, d)

    def to_double(self, bits: int) -> float:
        """The value as a Python float (exact for f16/bf16/f32/f64 and the f8 types)."""
        if self is _F64:
            return struct.unpack("<d", struct.pack("<Q", bits))[0]
        cat, sign, sig, exp = self.decode(bits)
        s = -1.0 if sign else 1.0
        if cat == 0:
            return s * 0.0
        if cat == 2:
            return s * _INF
        if cat == 3:
            return _NAN
        if exp >= 0:
            return s * float(sig << exp) if exp < 1100 else s * _INF
        from fractions import Fraction

        return s * float(Fraction(sig, 1 << -exp))

    def from_decimal(self, text: str) -> int:
        """Correctly rounded bits of a decimal literal (``[-]d[.d][e[+-]d]``)."""
        if self is _F64:
            return struct.unpack("<Q", struct.pack("<d", float(text)))[0]
        neg = text[:1] == "-"
        if neg or text[:1] == "+":
            text = text[1:]
        mant, _, ex = text.replace("E", "e").partition("e")
        ip, _, fp = mant.partition(".")
        digits = int(ip + fp or "0")
        e10 = (int(ex) if ex else 0) - len(fp)
        if e10 >= 0:
            return self.round_rational(1 if neg else 0, digits * 10**e10, 1)
        return self.round_rational(1 if neg else 0, digits, 10**-e10)


_INF = float("inf")
_NAN = float("nan")
_F64 = FloatSemantics("f64", 11, 52)

_FLOAT_SEMANTICS: dict[str, FloatSemantics] = {
    s.name: s
    for s in (
        FloatSemantics("f16", 5, 10),
        FloatSemantics("bf16", 8, 7),
        FloatSemantics("f32", 8, 23),
        _F64,
        FloatSemantics("f80", 15, 63, explicit_int=True),
        FloatSemantics("f128", 15, 112),
        FloatSemantics("tf32", 8, 10),
        FloatSemantics("f8E5M2", 5, 2),
        FloatSemantics("f8E4M3", 4, 3),
        FloatSemantics("f8E4M3FN", 4, 3, nonfinite=1),
        FloatSemantics("f8E5M2FNUZ", 5, 2, bias=16, nonfinite=2),
        FloatSemantics("f8E4M3FNUZ", 4, 3, bias=8, nonfinite=2),
        FloatSemantics("f8E4M3B11FNUZ", 4, 3, bias=11, nonfinite=2),
    )
}


def _apfloat_to_string(
    neg: int, sig: int, exp: int, precision: int, fmt_prec: int, max_pad: int, truncate_zero: bool
) -> str:
    """LLVM's ``IEEEFloat::toString`` for the nonzero finite value ``sig * 2**exp``.

    Replicates its truncating precision cut and round-half-up digit rounding,
    so the digits are LLVM's, not Python's shortest repr.
    """
    out = "-" if neg else ""
    if not fmt_prec:
        fmt_prec = 2 + precision * 59 // 196
    tz = (sig & -sig).bit_length() - 1
    exp += tz
    sig >>= tz
    if exp > 0:
        sig <<= exp
        exp = 0
    elif exp < 0:
        sig *= 5 ** (-exp)
    bits = sig.bit_length()
    bits_required = (fmt_prec * 196 + 58) // 59
    if bits > bits_required:
        tens = (bits - bits_required) * 59 // 196
        if tens:
            exp += tens
            sig //= 10**tens
    s = str(sig)
    digits = s.rstrip("0")
    exp += len(s) - len(digits)
    n = len(digits)
    if n > fmt_prec:
        if digits[fmt_prec] < "5":
            kept = digits[:fmt_prec].rstrip("0")
            exp += n - len(kept)
            digits = kept
        else:
            kept = digits[:fmt_prec].rstrip("9")
            if not kept:
                digits = "1"
                exp += n
            else:
                digits = kept[:-1] + chr(ord(kept[-1]) + 1)
                exp += n - len(kept)
        n = len(digits)
    if not max_pad:
        sci = True
    elif exp >= 0:
        sci = exp > max_pad or n + exp > fmt_prec
    else:
        msd = exp + n - 1
        sci = False if msd >= 0 else -msd > max_pad
    if sci:
        e10 = exp + n - 1
        out += digits[0] + "."
        out += "0" if (n == 1 and truncate_zero) else digits[1:]
        if not truncate_zero and fmt_prec > n - 1:
            out += "0" * (fmt_prec - n + 1)
        out += "E" if truncate_zero else "e"
        out += "+" if e10 >= 0 else "-"
        ed = str(abs(e10))
        if not truncate_zero and len(ed) < 2:
            ed = "0" + ed
        return out + ed
    if exp >= 0:
        return out + digits + "0" * exp
    whole = exp + n
    if whole > 0:
        return out + digits[:whole] + "." + digits[whole:]
    return out + "0." + "0" * (-whole) + digits


def format_float(sem: FloatSemantics, bits: int) -> tuple[str, bool]:
    """MLIR's ``printFloatValue``: ``(text, printed_as_hex)``.

    ``%e``-style with 6 digits when that reads back to the same bits, else
    LLVM's shortest-ish default form when it has a ``.``, else hex bits
    (always hex for NaN and infinities).
    """
    cat, sign, sig, exp = sem.decode(bits)
    if cat == 0:
        return ("-0.000000e+00" if sign else "0.000000e+00"), False
    if cat == 1:
        s = _apfloat_to_string(sign, sig, exp, sem.precision, 6, 0, False)
        if sem.from_decimal(s) == bits:
            return s, False
        s = _apfloat_to_string(sign, sig, exp, sem.precision, 0, 3, True)
        if "." in s:
            return s, False
    return "0x" + format(bits, "X"), True


def float_semantics(t: Any) -> FloatSemantics | None:
    """The semantics of a builtin float type, or None for any other type."""
    info = _scalar(t)
    return info if type(info) is FloatSemantics else None


# ====================================================================== text helpers

_PLAIN = re.compile(r"[\x20\x21\x23-\x5b\x5d-\x7e]*\Z")
_BARE = re.compile(r"[A-Za-z_][A-Za-z0-9_$.]*\Z")


def escape_string(s: str) -> str:
    """``s`` as an MLIR string literal: quoted, ``\\\\`` and ``\\XX`` escapes (LLVM's rules).

    Text is UTF-8; lone surrogates from ``surrogateescape`` decoding stand for
    raw bytes and print as those bytes.
    """
    if _PLAIN.match(s):
        return '"' + s + '"'
    out = ['"']
    for b in s.encode("utf-8", "surrogateescape"):
        if b == 0x5C:
            out.append("\\\\")
        elif 0x20 <= b <= 0x7E and b != 0x22:
            out.append(chr(b))
        else:
            out.append(f"\\{b:02X}")
    out.append('"')
    return "".join(out)


def is_bare_identifier(s: str) -> bool:
    """Whether ``s`` prints without quotes as a key or symbol name."""
    return _BARE.match(s) is not None


_KEY_TEXT: dict[str, str] = {}


def dict_key_text(name: str) -> str:
    """A dictionary key as MLIR prints it: bare when it is an identifier, else quoted."""
    t = _KEY_TEXT.get(name)
    if t is None:
        t = name if _BARE.match(name) else escape_string(name)
        if len(_KEY_TEXT) < 100_000:
            _KEY_TEXT[name] = t
    return t


def symbol_text(name: str) -> str:
    """A symbol name without its ``@``: bare or quoted (``"a b"``)."""
    if not name:
        return "<<INVALID EMPTY SYMBOL>>"
    return dict_key_text(name)


# ====================================================================== type queries


class _IntInfo:
    """What attributes need to know about an integer-like type."""

    __slots__ = ("index", "is_i1", "mask", "nbytes", "signed", "unsigned", "width")

    def __init__(self, width: int, signedness: str) -> None:
        self.width = width
        self.unsigned = signedness == "u"
        self.signed = signedness == "s"
        self.index = signedness == "index"
        self.mask = (1 << width) - 1
        self.nbytes = (width + 7) // 8
        self.is_i1 = width == 1

    def normalize(self, v: int) -> int:
        """The value as MLIR prints it: wrapped to the width, signed unless unsigned.

        Signless ``i1`` is kept as 0/1 (it prints as ``false``/``true``).
        """
        v &= self.mask
        if not self.unsigned and self.width and v >> (self.width - 1):
            if self.is_i1 and not self.signed:
                return v
            v -= 1 << self.width
        return v

    def in_range(self, v: int) -> bool:
        """Whether a (signed) Python int fits without wrapping."""
        w = self.width
        if self.unsigned:
            return 0 <= v < (1 << w)
        if self.signed:
            return -(1 << (w - 1)) <= v < (1 << (w - 1)) if w else v == 0
        return -(1 << (w - 1)) <= v < (1 << w) if w else v == 0


_INT_RE = re.compile(r"([su]?)i([0-9]+)\Z")
_SCALAR_CACHE: dict[Any, Any] = {}
_NOT_SCALAR = object()


def _scalar(t: Any) -> Any:
    """``_IntInfo`` / ``FloatSemantics`` for a builtin scalar type, else None (cached)."""
    r = _SCALAR_CACHE.get(t)
    if r is None:
        s = str(t)
        m = _INT_RE.match(s)
        if m is not None:
            r = _IntInfo(int(m.group(2)), m.group(1))
        elif s == "index":
            r = _IntInfo(64, "index")
        else:
            r = _FLOAT_SEMANTICS.get(s, _NOT_SCALAR)
        _SCALAR_CACHE[t] = r
    return None if r is _NOT_SCALAR else r


def int_info(t: Any) -> _IntInfo | None:
    """Width/signedness of an integer or index type, or None."""
    info = _scalar(t)
    return info if type(info) is _IntInfo else None


def is_none_type(t: Any) -> bool:
    return t is None or str(t) == "none"


def _complex_element(t: Any) -> Any:
    """The element type of ``complex<T>``, else None."""
    if str(t).startswith("complex<"):
        return getattr(t, "element_type", None)
    return None


def shaped_info(t: Any) -> tuple[tuple | None, Any] | None:
    """``(shape, element_type)`` of a shaped type (shape None if unranked or
    any dimension dynamic), or None if ``t`` is not shaped."""
    elt = getattr(t, "element_type", None)
    if elt is None or str(t).startswith("complex<"):
        return None
    shape = getattr(t, "shape", None)
    if shape is None:
        return None, elt
    shape = tuple(shape)
    for d in shape:
        if type(d) is not int or d < 0:
            return None, elt
    return shape, elt


def num_elements(shape: Sequence[int]) -> int:
    n = 1
    for d in shape:
        n *= d
    return n


def _types_module() -> Any:
    from . import types

    return types


_BUILTIN_TYPES: dict[str, Any] = {}


def builtin_type(name: str) -> Any:
    """A builtin scalar type by its text (``i64``, ``f64``, ``i1``, ``index``, ``none``)."""
    t = _BUILTIN_TYPES.get(name)
    if t is None:
        T = _types_module()
        m = _INT_RE.match(name)
        if m is not None:
            sg = {"": "signless", "s": "signed", "u": "unsigned"}[m.group(1)]
            t = T.IntegerType.get(int(m.group(2)), sg)
        elif name == "index":
            t = T.IndexType.get()
        elif name == "none":
            t = T.NoneType.get()
        else:
            t = T.FloatType.get(name)
        _BUILTIN_TYPES[name] = t
    return t


# ====================================================================== attributes


class IntegerAttr(Attribute):
    """An integer of an integer or index type: ``5 : i32``, ``true``, ``-1 : i8``.

    ``value`` is wrapped to the type's width and read as MLIR prints it
    (signed for signless/signed/index types, unsigned for ``ui``; signless
    ``i1`` is 0/1).
    """

    __slots__ = ("_elided",)

    @classmethod
    def get(cls, type: Any, value: int) -> IntegerAttr:  # type: ignore[override]
        info = _scalar(type)
        if not isinstance(info, _IntInfo):
            raise TypeError(f"IntegerAttr needs an integer or index type, got {type}")
        return _raw_get(cls, type, info.normalize(int(value)))

    def _post_init(self) -> None:
        self._elided = None

    @property
    def type(self) -> Any:
        return self.params[0]

    @property
    def value(self) -> int:
        return self.params[1]

    def __int__(self) -> int:
        return self.params[1]

    def __index__(self) -> int:
        return self.params[1]

    def print_text(self, p: AttrPrinter) -> str:
        t, v = self.params
        info = _scalar(t)
        if info.is_i1 and not info.signed and not info.unsigned:
            return "true" if v else "false"
        return f"{v} : {p.type(t)}"

    def elided_text(self, p: AttrPrinter = DEFAULT_PRINTER) -> str:
        """The text with an ``i64`` type elided (how array elements print)."""
        s = self._elided
        if s is None:
            t, v = self.params
            s = str(v) if str(t) == "i64" else self.print_text(p)
            if p is DEFAULT_PRINTER:
                self._elided = s
        return s


class BoolAttr:
    """Helper for ``IntegerAttr`` of type ``i1`` (MLIR's ``BoolAttr``)."""

    __slots__ = ()

    @staticmethod
    def get(value: bool) -> IntegerAttr:
        return IntegerAttr.get(builtin_type("i1"), 1 if value else 0)

    @staticmethod
    def is_bool(attr: Any) -> bool:
        return type(attr) is IntegerAttr and str(attr.params[0]) == "i1"


class FloatAttr(Attribute):
    """A float of a float type, held as exact bits: ``1.000000e+00 : f32``.

    ``get(type, value)`` rounds a Python float to the type (ties to even);
    ``from_bits(type, bits)`` takes the bit pattern as is.
    """

    __slots__ = ("_elided",)

    @classmethod
    def get(cls, type: Any, value: float) -> FloatAttr:  # type: ignore[override]
        sem = float_semantics(type)
        if sem is None:
            raise TypeError(f"FloatAttr needs a float type, got {type}")
        return _raw_get(cls, type, sem.from_double(float(value)))

    @classmethod
    def from_bits(cls, type: Any, bits: int) -> FloatAttr:
        sem = float_semantics(type)
        if sem is None:
            raise TypeError(f"FloatAttr needs a float type, got {type}")
        return _raw_get(cls, type, sem.canonical(bits & ((1 << sem.size) - 1)))

    def _post_init(self) -> None:
        self._elided = None

    def __reduce__(self) -> Any:
        return (_raw_reintern, (type(self), self.params))

    @property
    def type(self) -> Any:
        return self.params[0]

    @property
    def bits(self) -> int:
        return self.params[1]

    @property
    def semantics(self) -> FloatSemantics:
        return float_semantics(self.params[0])  # type: ignore[return-value]

    @property
    def value(self) -> float:
        return self.semantics.to_double(self.params[1])

    def __float__(self) -> float:
        return self.value

    def print_text(self, p: AttrPrinter) -> str:
        t, bits = self.params
        s = format_float(float_semantics(t), bits)[0]  # type: ignore[arg-type]
        return f"{s} : {p.type(t)}"

    def elided_text(self, p: AttrPrinter = DEFAULT_PRINTER) -> str:
        """The text with an ``f64`` type elided unless printed as hex (array elements)."""
        s = self._elided
        if s is None:
            t, bits = self.params
            if str(t) == "f64":
                txt, is_hex = format_float(_F64, bits)
                s = txt if not is_hex else f"{txt} : f64"
            else:
                s = self.print_text(p)
            if p is DEFAULT_PRINTER:
                self._elided = s
        return s


class StringAttr(Attribute):
    """A string, optionally typed: ``"foo"``, ``"x" : i32``.

    ``value`` is a ``str``; bytes that are not UTF-8 are held as
    ``surrogateescape`` code points and print back as the same bytes.
    """

    __slots__ = ()

    @classmethod
    def get(cls, value: str, type: Any = None) -> StringAttr:  # type: ignore[override]
        if type is not None and str(type) == "none":
            type = None
        return _raw_get(cls, value, type)

    @property
    def value(self) -> str:
        return self.params[0]

    @property
    def type(self) -> Any:
        t = self.params[1]
        return t if t is not None else builtin_type("none")

    def print_text(self, p: AttrPrinter) -> str:
        v, t = self.params
        s = escape_string(v)
        return s if t is None else f"{s} : {p.type(t)}"


class UnitAttr(Attribute):
    """The unit attribute: ``unit`` (a bare key in a dictionary)."""

    __slots__ = ()

    @classmethod
    def get(cls) -> UnitAttr:  # type: ignore[override]
        return _raw_get(cls)

    def print_text(self, p: AttrPrinter) -> str:
        return "unit"


def _elem_text(a: Any, p: AttrPrinter) -> str:
    """An array element (MLIR prints them with ``i64``/``f64`` types elided)."""
    t = type(a)
    if t is IntegerAttr or t is FloatAttr:
        return a.elided_text(p)
    return p.attr(a)


class ArrayAttr(Attribute):
    """A list of attributes: ``[1, "a", unit]`` (``value`` is a tuple)."""

    __slots__ = ()

    @classmethod
    def get(cls, elements: Iterable[Attribute] = ()) -> ArrayAttr:  # type: ignore[override]
        return _raw_get(cls, elements if type(elements) is tuple else tuple(elements))

    @property
    def value(self) -> tuple:
        return self.params[0]

    def __len__(self) -> int:
        return len(self.params[0])

    def __iter__(self) -> Iterator[Attribute]:
        return iter(self.params[0])

    def __getitem__(self, i: Any) -> Any:
        return self.params[0][i]

    def __bool__(self) -> bool:
        return True

    def print_text(self, p: AttrPrinter) -> str:
        return "[" + ", ".join([_elem_text(a, p) for a in self.params[0]]) + "]"


class DictionaryAttr(Attribute):
    """A dictionary sorted by key: ``{a = 1 : i64, b}``; reads like a ``Mapping``.

    ``get`` takes a mapping or ``(name, attr)`` pairs; ``value`` is a
    read-only mapping.
    """

    __slots__ = ("_map",)

    @classmethod
    def get(
        cls, entries: Mapping[str, Attribute] | Iterable[tuple[str, Attribute]] = ()
    ) -> DictionaryAttr:  # type: ignore[override]
        if isinstance(entries, Mapping) or hasattr(entries, "items"):
            items = tuple(sorted(entries.items()))  # type: ignore[union-attr]
        else:
            items = tuple(sorted(entries))
        return _raw_get(cls, items)

    def _post_init(self) -> None:
        self._map = MappingProxyType(dict(self.params[0]))

    @property
    def value(self) -> Mapping[str, Attribute]:
        return self._map

    def __len__(self) -> int:
        return len(self.params[0])

    def __iter__(self) -> Iterator[str]:
        return iter(self._map)

    def __getitem__(self, k: str) -> Attribute:
        return self._map[k]

    def __contains__(self, k: object) -> bool:
        return k in self._map

    def __bool__(self) -> bool:
        return True

    def get_attr(self, k: str, default: Any = None) -> Any:
        return self._map.get(k, default)

    def keys(self) -> Any:
        return self._map.keys()

    def items(self) -> Any:
        return self._map.items()

    def values(self) -> Any:
        return self._map.values()

    def print_text(self, p: AttrPrinter) -> str:
        parts = []
        for k, v in self.params[0]:
            if type(v) is UnitAttr:
                parts.append(dict_key_text(k))
            else:
                parts.append(f"{dict_key_text(k)} = {p.attr(v)}")
        return "{" + ", ".join(parts) + "}"


class TypeAttr(Attribute):
    """A type used as an attribute: ``i32``, ``(i32) -> ()``."""

    __slots__ = ()

    @classmethod
    def get(cls, type: Any) -> TypeAttr:  # type: ignore[override]
        return _raw_get(cls, type)

    @property
    def value(self) -> Any:
        return self.params[0]

    def print_text(self, p: AttrPrinter) -> str:
        return p.type(self.params[0])


class SymbolRefAttr(Attribute):
    """A symbol reference: ``@foo``, ``@foo::@bar``, ``@"a b"``.

    ``root`` is the first name, ``nested`` the tuple of the following ones;
    a flat reference (MLIR's ``FlatSymbolRefAttr``) has none.
    """

    __slots__ = ()

    @classmethod
    def get(cls, root: str, nested: Sequence[str] = ()) -> SymbolRefAttr:  # type: ignore[override]
        return _raw_get(cls, root, nested if type(nested) is tuple else tuple(nested))

    @property
    def root(self) -> str:
        return self.params[0]

    @property
    def nested(self) -> tuple:
        return self.params[1]

    @property
    def leaf(self) -> str:
        n = self.params[1]
        return n[-1] if n else self.params[0]

    @property
    def value(self) -> str:
        """The root name (MLIR's ``getRootReference().getValue()``)."""
        return self.params[0]

    @property
    def is_flat(self) -> bool:
        return not self.params[1]

    def print_text(self, p: AttrPrinter) -> str:
        s = "@" + symbol_text(self.params[0])
        for n in self.params[1]:
            s += "::@" + symbol_text(n)
        return s


# ---------------------------------------------------------------- elements

HEX_ELEMENTS_LIMIT = 100
"""Non-splat dense attributes with more elements print as a hex string (MLIR's default)."""


def _elided(flags: tuple, n: int, splat: bool) -> bool:
    """MLIR's ``shouldElideElementsAttr``: more elements than the elide limit, not a splat."""
    return flags[0] is not None and not splat and n > flags[0]


class _Layout:
    """How one element of a dense attribute is stored (MLIR's raw data layout).

    ``kind``: ``b`` (i1, bit-packed), ``i`` (integers, little-endian, padded
    to whole bytes), ``f`` (float bits, little-endian); ``parts`` is 2 for
    complex elements (real then imaginary).
    """

    __slots__ = ("elt", "info", "kind", "nbytes", "parts", "stride")

    def __init__(self, kind: str, nbytes: int, parts: int, info: Any, elt: Any) -> None:
        self.kind = kind
        self.nbytes = nbytes
        self.parts = parts
        self.info = info
        self.elt = elt
        self.stride = nbytes * parts

    def scalar_text(self, bits: int) -> str:
        info = self.info
        if self.kind == "f":
            return format_float(info, info.canonical(bits))[0]
        if info.is_i1:
            return "true" if bits & 1 else "false"
        if not info.unsigned and info.width and bits >> (info.width - 1) & 1:
            return str(bits - (1 << info.width))
        return str(bits)

    def scalar_value(self, bits: int) -> Any:
        info = self.info
        if self.kind == "f":
            return info.to_double(bits)
        if info.is_i1:
            return bool(bits & 1)
        if not info.unsigned and info.width and bits >> (info.width - 1) & 1:
            return bits - (1 << info.width)
        return bits


_LAYOUTS: dict[Any, _Layout | None] = {}


def element_layout(elt: Any) -> _Layout | None:
    """The storage layout of an int/index/float/complex element type, else None."""
    lay = _LAYOUTS.get(elt, False)
    if lay is not False:
        return lay  # type: ignore[return-value]
    parts = 1
    inner = elt
    c = _complex_element(elt)
    if c is not None:
        parts, inner = 2, c
    info = _scalar(inner)
    if isinstance(info, _IntInfo):
        if info.width == 1 and parts == 1:
            lay = _Layout("b", 0, 1, info, elt)
        else:
            lay = _Layout("i", max(info.nbytes, 1), parts, info, elt)
    elif isinstance(info, FloatSemantics):
        lay = _Layout("f", info.nbytes, parts, info, elt)
    else:
        lay = None
    _LAYOUTS[elt] = lay
    return lay


def _pack_scalars(lay: _Layout, scalars: Sequence[int]) -> bytes:
    """Raw data for scalar bit patterns (already masked) in MLIR's layout."""
    if lay.kind == "b":
        out = bytearray((len(scalars) + 7) // 8)
        for i, v in enumerate(scalars):
            if v & 1:
                out[i >> 3] |= 1 << (i & 7)
        return bytes(out)
    nb = lay.nbytes
    if nb == 1:
        return bytes(scalars)
    return b"".join([v.to_bytes(nb, "little") for v in scalars])


def _shape_join(items: list[str], shape: tuple) -> str:
    """Nest element texts by ``shape`` (``[[1, 2], [3, 4]]``)."""
    for d in reversed(shape[1:]):
        items = ["[" + ", ".join(items[i : i + d]) + "]" for i in range(0, len(items), d)]
    return "[" + ", ".join(items) + "]"


class ElementsAttr(Attribute):
    """Base of the attributes holding a shaped type's elements."""

    __slots__ = ()

    @property
    def type(self) -> Any:
        return self.params[0]

    @property
    def shape(self) -> tuple:
        info = shaped_info(self.params[0])
        return info[0] if info is not None and info[0] is not None else ()

    @property
    def element_type(self) -> Any:
        return getattr(self.params[0], "element_type", None)


class DenseIntOrFPElementsAttr(ElementsAttr):
    """``dense<...>`` of integers, floats or complex numbers.

    Held as MLIR holds it: ``(type, data)`` where ``data`` is the raw
    little-endian buffer (i1 bit-packed), and a splat (every element equal)
    keeps only one element. ``get(type, data)`` canonicalizes a full buffer
    to a splat; ``from_values`` builds from Python numbers.
    """

    __slots__ = ("_lay", "_n", "is_splat")

    @classmethod
    def get(cls, type: Any, data: bytes) -> DenseIntOrFPElementsAttr:  # type: ignore[override]
        info = shaped_info(type)
        if info is None or info[0] is None:
            raise TypeError(f"dense elements need a statically shaped type, got {type}")
        lay = element_layout(info[1])
        if lay is None:
            raise TypeError(f"dense elements need int, float or complex elements, got {info[1]}")
        n = num_elements(info[0])
        data = bytes(data)
        if lay.kind == "b":
            if len(data) == 1 and data[0] in (0, 0xFF):
                pass
            elif len(data) != (n + 7) // 8:
                raise ValueError(f"raw data size {len(data)} does not match {type}")
            else:
                vals = [(data[i >> 3] >> (i & 7)) & 1 for i in range(n)]
                if n and (all(vals) or not any(vals)):
                    data = b"\xff" if vals[0] else b"\x00"
                else:
                    data = _pack_scalars(lay, vals)
        else:
            st = lay.stride
            if len(data) != st and len(data) != st * n:
                raise ValueError(f"raw data size {len(data)} does not match {type}")
            if n and len(data) == st * n and data == data[:st] * n:
                data = data[:st]
        return _raw_get(cls, type, data)

    @classmethod
    def from_values(cls, type: Any, values: Sequence[Any]) -> DenseIntOrFPElementsAttr:
        """From a flat sequence of Python numbers (one value: a splat).

        Complex elements take ``complex`` or ``(re, im)`` pairs.
        """
        info = shaped_info(type)
        if info is None or info[0] is None:
            raise TypeError(f"dense elements need a statically shaped type, got {type}")
        lay = element_layout(info[1])
        if lay is None:
            raise TypeError(f"dense elements need int, float or complex elements, got {info[1]}")
        scalars: list[int] = []
        conv = _scalar_to_bits
        for v in values:
            if lay.parts == 2:
                if isinstance(v, complex):
                    re_, im = v.real, v.imag
                else:
                    re_, im = v
                scalars.append(conv(lay, re_))
                scalars.append(conv(lay, im))
            else:
                scalars.append(conv(lay, v))
        return cls.from_scalars(type, scalars)

    @classmethod
    def from_scalars(cls, type: Any, scalars: Sequence[int]) -> DenseIntOrFPElementsAttr:
        """From scalar bit patterns (masked ints / float bits) in element order.

        One element's worth (one scalar, two for complex) makes a splat.
        """
        info = shaped_info(type)
        lay = element_layout(info[1]) if info is not None else None
        if lay is None:
            raise TypeError(f"dense elements need int, float or complex elements, got {type}")
        if lay.kind == "b" and len(scalars) == 1:
            return cls.get(type, b"\xff" if scalars[0] & 1 else b"\x00")
        return cls.get(type, _pack_scalars(lay, scalars))

    def _post_init(self) -> None:
        t, data = self.params
        shape, elt = shaped_info(t)  # type: ignore[misc]
        self._lay = lay = element_layout(elt)
        self._n = num_elements(shape)  # type: ignore[arg-type]
        if lay.kind == "b":  # type: ignore[union-attr]
            self.is_splat = len(data) == 1 and data[0] in (0, 0xFF)
        else:
            self.is_splat = len(data) == lay.stride  # type: ignore[union-attr]

    @property
    def data(self) -> bytes:
        """The raw buffer (one element for a splat)."""
        return self.params[1]

    @property
    def num_elements(self) -> int:
        return self._n

    def _scalars(self) -> list[int]:
        """Scalar bit patterns in storage order (one element's worth for a splat)."""
        data = self.params[1]
        lay = self._lay
        if lay.kind == "b":
            if self.is_splat:
                return [data[0] & 1]
            return [(data[i >> 3] >> (i & 7)) & 1 for i in range(self._n)]
        nb = lay.nbytes
        if nb == 1:
            return list(data)
        fb = int.from_bytes
        return [fb(data[i : i + nb], "little") for i in range(0, len(data), nb)]

    @property
    def values(self) -> list[Any]:
        """All elements as Python values (bool/int/float; complex as pairs), splats expanded."""
        lay = self._lay
        sv = lay.scalar_value
        sc = [sv(b) for b in self._scalars()]
        if lay.parts == 2:
            vals: list[Any] = [(sc[i], sc[i + 1]) for i in range(0, len(sc), 2)]
        else:
            vals = sc
        if self.is_splat:
            return vals * self._n
        return vals

    @property
    def splat_value(self) -> Any:
        """The single value of a splat (None if not a splat)."""
        if not self.is_splat:
            return None
        lay = self._lay
        sc = [lay.scalar_value(b) for b in self._scalars()]
        return (sc[0], sc[1]) if lay.parts == 2 else sc[0]

    def to_numpy(self) -> Any:
        """The elements as a numpy array of the type's shape (ints, floats or complex)."""
        import numpy as np

        vals = self.values
        if self._lay.parts == 2:
            vals = [complex(a, b) for a, b in vals]
        return np.array(vals).reshape(self.shape)

    def print_text(self, p: AttrPrinter) -> str:
        flags = getattr(p, "elements", None)
        if flags is None:
            return "dense<" + self.body_text() + "> : " + p.type(self.params[0])
        if _elided(flags, self._n, self.is_splat):
            return "dense_resource<__elided__> : " + p.type(self.params[0])
        hex_limit = HEX_ELEMENTS_LIMIT if flags[1] is None else flags[1]
        return "dense<" + self.body_text(True, hex_limit) + "> : " + p.type(self.params[0])

    def body_text(self, allow_hex: bool = True, hex_limit: int = HEX_ELEMENTS_LIMIT) -> str:
        """What goes between ``dense<`` and ``>`` (hex when allowed and more than
        ``hex_limit`` elements, unless it is -1)."""
        data = self.params[1]
        n = self._n
        if n == 0 and not self.is_splat:
            return ""
        lay = self._lay
        if allow_hex and not self.is_splat and hex_limit != -1 and n > hex_limit:
            return '"0x' + data.hex().upper() + '"'
        st = lay.scalar_text
        sc = self._scalars()
        if lay.parts == 2:
            items = [f"({st(sc[i])},{st(sc[i + 1])})" for i in range(0, len(sc), 2)]
        else:
            items = [st(b) for b in sc]
        if self.is_splat:
            return items[0]
        return _shape_join(items, self.shape)


def _scalar_to_bits(lay: _Layout, v: Any) -> int:
    info = lay.info
    if lay.kind == "f":
        return info.from_double(float(v))
    return int(v) & info.mask


class DenseStringElementsAttr(ElementsAttr):
    """``dense<"a">`` / ``dense<["a", "b"]>`` of a shaped type with non-numeric elements.

    ``values`` is a tuple of strings, one for a splat.
    """

    __slots__ = ()

    @classmethod
    def get(cls, type: Any, values: Sequence[str]) -> DenseStringElementsAttr:  # type: ignore[override]
        vals = tuple(values)
        if len(vals) > 1 and all(v == vals[0] for v in vals):
            vals = vals[:1]
        return _raw_get(cls, type, vals)

    @property
    def is_splat(self) -> bool:
        return len(self.params[1]) == 1

    @property
    def values(self) -> list[str]:
        v = self.params[1]
        if len(v) == 1:
            info = shaped_info(self.params[0])
            n = num_elements(info[0]) if info is not None and info[0] is not None else 1
            return list(v) * n
        return list(v)

    def body_text(self, allow_hex: bool = True) -> str:
        """What goes between ``dense<`` and ``>``."""
        items = [escape_string(v) for v in self.params[1]]
        if not items:
            return ""
        if len(items) == 1:
            return items[0]
        return _shape_join(items, self.shape)

    def print_text(self, p: AttrPrinter) -> str:
        flags = getattr(p, "elements", None)
        if flags is not None and _elided(flags, len(self.params[1]), self.is_splat):
            return "dense_resource<__elided__> : " + p.type(self.params[0])
        return f"dense<{self.body_text()}> : {p.type(self.params[0])}"


class DenseResourceElementsAttr(ElementsAttr):
    """``dense_resource<key> : type``; the data lives in the file's resources."""

    __slots__ = ()

    @classmethod
    def get(cls, type: Any, key: str) -> DenseResourceElementsAttr:  # type: ignore[override]
        return _raw_get(cls, type, key)

    @property
    def key(self) -> str:
        return self.params[1]

    def print_text(self, p: AttrPrinter) -> str:
        t, key = self.params
        return f"dense_resource<{dict_key_text(key)}> : {p.type(t)}"


class DenseArrayAttr(Attribute):
    """``array<i32: 1, 2>``: a 1-D array of integers, floats or bools.

    ``get(element_type, values)`` takes Python numbers; floats are held as
    bits (``from_bits`` builds from bits directly). ``values`` gives Python
    values back.
    """

    __slots__ = ()

    @classmethod
    def get(cls, element_type: Any, values: Sequence[Any] = ()) -> DenseArrayAttr:  # type: ignore[override]
        info = _scalar(element_type)
        if info is None:
            raise TypeError(f"array<> needs an integer or float element type, got {element_type}")
        if type(info) is FloatSemantics:
            bits = tuple([info.from_double(float(v)) for v in values])
        elif info.is_i1:
            bits = tuple([1 if v else 0 for v in values])
        else:
            norm = info.normalize
            bits = tuple([norm(int(v)) for v in values])
        return _raw_get(cls, element_type, bits)

    @classmethod
    def from_bits(cls, element_type: Any, bits: Sequence[int]) -> DenseArrayAttr:
        """From raw scalar values: float bit patterns, or already normalized ints."""
        return _raw_get(cls, element_type, tuple(bits))

    def __reduce__(self) -> Any:
        return (_raw_reintern, (type(self), self.params))

    @property
    def element_type(self) -> Any:
        return self.params[0]

    @property
    def values(self) -> tuple:
        t, raw = self.params
        info = _scalar(t)
        if type(info) is FloatSemantics:
            return tuple([info.to_double(b) for b in raw])
        if info.is_i1:
            return tuple([bool(b) for b in raw])
        return raw

    def __len__(self) -> int:
        return len(self.params[1])

    def __bool__(self) -> bool:
        return True

    def __iter__(self) -> Iterator[Any]:
        return iter(self.values)

    def __getitem__(self, i: Any) -> Any:
        return self.values[i]

    def print_text(self, p: AttrPrinter) -> str:
        t, raw = self.params
        head = "array<" + p.type(t)
        if not raw:
            return head + ">"
        info = _scalar(t)
        if type(info) is FloatSemantics:
            items = [format_float(info, b)[0] for b in raw]
        elif info.is_i1:
            items = ["true" if b else "false" for b in raw]
        else:
            items = [str(b) for b in raw]
        return head + ": " + ", ".join(items) + ">"


# ---------------------------------------------------------------- dialect attributes

_PRETTY_OK = re.compile(r"[A-Za-z][A-Za-z0-9._]*")


def _dialect_symbol_text(prefix: str, dialect: str, data: str) -> str:
    """MLIR's ``printDialectSymbol``: pretty ``#d.x<...>`` when simple enough, else ``#d<...>``."""
    m = _PRETTY_OK.match(data)
    if m is not None:
        rest = data[m.end() :]
        if not rest or (rest[0] == "<" and rest[-1] == ">"):
            return f"{prefix}{dialect}.{data}"
    return f"{prefix}{dialect}<{data}>"


class OpaqueAttr(Attribute):
    """An attribute of an unregistered dialect, kept as text: ``#foo<"...">``, ``#foo.bar<1>``.

    ``data`` is what follows the dialect name (``bar<1>`` for ``#foo.bar<1>``,
    ``"..."`` for ``#foo<"...">``); ``type`` is the optional trailing type.
    """

    __slots__ = ()

    @classmethod
    def get(cls, dialect: str, data: str, type: Any = None) -> OpaqueAttr:  # type: ignore[override]
        if type is not None and str(type) == "none":
            type = None
        return _raw_get(cls, dialect, data, type)

    @property
    def dialect(self) -> str:
        return self.params[0]

    @property
    def data(self) -> str:
        return self.params[1]

    @property
    def type(self) -> Any:
        t = self.params[2]
        return t if t is not None else builtin_type("none")

    def print_text(self, p: AttrPrinter) -> str:
        d, data, t = self.params
        s = _dialect_symbol_text("#", d, data)
        return s if t is None else f"{s} : {p.type(t)}"


class DialectAttr(Attribute):
    """A pretty attribute of a known dialect kept verbatim: ``#arith.overflow<none>``.

    ``body`` is everything after ``#dialect.`` (``overflow<none>``);
    ``mnemonic`` is its leading identifier and ``params_text`` the text
    inside its ``<...>`` ('' when there is none).
    """

    __slots__ = ("mnemonic", "params_text")

    @classmethod
    def get(cls, dialect: str, body: str, type: Any = None) -> DialectAttr:  # type: ignore[override]
        if type is not None and str(type) == "none":
            type = None
        return _raw_get(cls, dialect, body, type)

    def _post_init(self) -> None:
        self.mnemonic, self.params_text = split_mnemonic(self.params[1])

    @property
    def dialect(self) -> str:
        return self.params[0]

    @property
    def body(self) -> str:
        return self.params[1]

    @property
    def type(self) -> Any:
        return self.params[2]

    def print_text(self, p: AttrPrinter) -> str:
        d, body, t = self.params
        s = f"#{d}.{body}"
        return s if t is None else f"{s} : {p.type(t)}"


class SparseElementsAttr(ElementsAttr):
    """``sparse<indices, values> : type``: the listed elements, zero elsewhere.

    ``indices`` is a ``DenseIntOrFPElementsAttr`` of ``tensor<N x rank x i64>``,
    ``values`` a dense attribute of ``tensor<N x element>``.
    """

    __slots__ = ()

    @classmethod
    def get(cls, type: Any, indices: Any, values: Any) -> SparseElementsAttr:  # type: ignore[override]
        return _raw_get(cls, type, indices, values)

    @property
    def indices(self) -> Any:
        return self.params[1]

    @property
    def values(self) -> Any:
        return self.params[2]

    def print_text(self, p: AttrPrinter) -> str:
        t, indices, values = self.params
        flags = getattr(p, "elements", None)
        if flags is not None and (
            _elided(flags, indices.num_elements, indices.is_splat)
            or _elided(flags, values.num_elements, values.is_splat)
        ):
            return "dense_resource<__elided__> : " + p.type(t)
        if indices.num_elements == 0:
            return f"sparse<> : {p.type(t)}"
        return f"sparse<{indices.body_text(False)}, {values.body_text()}> : {p.type(t)}"


_DISTINCT_COUNTER = [0]


class DistinctAttr(Attribute):
    """``distinct[N]<attr>``: a unique identity wrapping an attribute.

    Unlike every other attribute, ``create`` makes a new object each call.
    ``N`` is given by the printer's ``distinct_id(attr)`` when it has one
    (MLIR numbers them in print order), else by creation order. Aliased as
    ``#distinct`` unless it wraps ``unit`` (as MLIR does).
    """

    __slots__ = ()

    ALIASABLE = True

    @classmethod
    def create(cls, referenced: Attribute) -> DistinctAttr:
        n = _DISTINCT_COUNTER[0]
        _DISTINCT_COUNTER[0] = n + 1
        return _raw_get(cls, n, referenced)

    @classmethod
    def get(cls, *params: Any) -> DistinctAttr:  # type: ignore[override]
        if len(params) == 1:
            return cls.create(params[0])
        return _raw_get(cls, *params)

    @property
    def ALIAS_PREFIX(self) -> str | None:  # type: ignore[override]
        return None if type(self.params[1]) is UnitAttr else "distinct"

    @property
    def referenced(self) -> Attribute:
        return self.params[1]

    def print_text(self, p: AttrPrinter) -> str:
        f = getattr(p, "distinct_id", None)
        n = f(self) if f is not None else self.params[0]
        ref = self.params[1]
        if type(ref) is UnitAttr:
            return f"distinct[{n}]<>"
        return f"distinct[{n}]<{p.attr(ref)}>"
