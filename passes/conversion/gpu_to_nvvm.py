"""``convert-gpu-to-nvvm``: a ``gpu.module``'s kernels and functions to the ``llvm`` and
``nvvm`` dialects (MLIR 19's LowerGpuOpsToNVVMOps, in its outline).

On each ``gpu.module``: ``gpu.thread_id``/``block_id``/``block_dim``/``grid_dim`` become
``nvvm.read.ptx.sreg.{tid,ctaid,ntid,nctaid}.{x,y,z} : i32`` widened to ``index``,
``gpu.global_id`` their ``ctaid * ntid + tid``, ``gpu.lane_id`` ``laneid``,
``gpu.barrier`` ``nvvm.barrier0``, ``gpu.shuffle`` ``nvvm.shfl.sync`` with
``return_value_and_is_valid`` (active mask ``-1 >> (32 - width)``, clamp ``width - 1``, or
``32 - width`` for ``up``, as MLIR builds them), ``gpu.return`` a return and ``gpu.func``
a function (``gpu.kernel`` and ``nvvm.kernel`` on kernels); then the module's contents are
lowered as the CPU's are (``lower-affine``, ``arith-expand``, ``convert-scf-to-cf``, ``convert-to-llvm``,
``reconcile-unrealized-casts``: memref arguments become descriptors' fields, address
spaces kept, ``!llvm.ptr<1>`` for global memory).

Uniform ``gpu.all_reduce``s (and ``gpu.subgroup_reduce``s) are first rewritten within the gpu dialect, as MLIR does
(``passes/transforms/gpu_all_reduce.py``: shuffles, a workgroup buffer and barriers);
workgroup attributions become ``memref.global``s in address space 3, private ones
``memref.alloca``s.

What it does not do: byte-for-byte MLIR's output (MLIR lowers ids with ``range``
attributes and writes ``llvm.func`` directly), non-uniform ``gpu.all_reduce``s and
non-uniform or clustered ``gpu.subgroup_reduce``s (an error at the op), ``gpu.printf``; the
``index-bitwidth``, ``has-redux`` and ``use-bare-ptr-memref-call-conv`` options are
parsed and ignored.
"""

from __future__ import annotations

from typing import Any

from ...ir.attributes import DialectAttr, IntegerAttr, SymbolRefAttr, UnitAttr
from ...ir.builder import Builder
from ...ir.core import Operation, Region
from ...ir.diagnostics import DiagnosticError, op_error, report
from ...ir.types import IndexType, IntegerType, MemRefType
from ..infra.pass_base import Option, Pass, register_pass

__all__ = ["LOWERING_PIPELINE", "ConvertGpuToNVVM", "lower_gpu_module", "lower_gpu_ops"]

_I32 = IntegerType.get(32)
_I64 = IntegerType.get(64)
_I1 = IntegerType.get(1)
_INDEX = IndexType.get()
_SREG = {
    "gpu.thread_id": "tid",
    "gpu.block_id": "ctaid",
    "gpu.block_dim": "ntid",
    "gpu.grid_dim": "nctaid",
}
#: what runs on a gpu.module's contents once its gpu ops are nvvm ops
LOWERING_PIPELINE = (
    "builtin.module(lower-affine,arith-expand{ceil-floor-div-only=true},convert-scf-to-cf,"
    "convert-to-llvm,reconcile-unrealized-casts)"
)


def _sreg(b: Builder, name: str) -> Any:
    r = b.create(f"nvvm.read.ptx.sreg.{name}", [], [_I32]).results[0]
    return b.create("arith.index_cast", [r], [_INDEX]).results[0]


def _const_i32(b: Builder, v: int) -> Any:
    return b.create("arith.constant", [], [_I32], {"value": IntegerAttr.get(_I32, v)}).results[0]


def _lower_op(op: Operation) -> None:
    from ...rules.gpu import dim_of, shuffle_mode

    name = op.name
    with Builder.before(op, loc=op.loc) as b:
        if name in _SREG:
            op.results[0].replace_all_uses_with(_sreg(b, f"{_SREG[name]}.{dim_of(op)}"))
        elif name == "gpu.global_id":
            d = dim_of(op)
            bid, bdim, tid = (_sreg(b, f"{k}.{d}") for k in ("ctaid", "ntid", "tid"))
            m = b.create("arith.muli", [bid, bdim], [_INDEX]).results[0]
            op.results[0].replace_all_uses_with(
                b.create("arith.addi", [m, tid], [_INDEX]).results[0]
            )
        elif name == "gpu.lane_id":
            op.results[0].replace_all_uses_with(_sreg(b, "laneid"))
        elif name == "gpu.barrier":
            b.create("nvvm.barrier0")
        elif name == "gpu.shuffle":
            from ...rules.llvm_types import LLVMStructType

            value, offset, width = (o.value for o in op.op_operands)
            mode = shuffle_mode(op)
            c32 = _const_i32(b, 32)
            minus1 = _const_i32(b, -1)
            nw = b.create("arith.subi", [c32, width], [_I32]).results[0]
            active = b.create("arith.shrui", [minus1, nw], [_I32]).results[0]
            if mode == "up":
                clamp = nw
            else:
                one = _const_i32(b, 1)
                clamp = b.create("arith.subi", [width, one], [_I32]).results[0]
            kind = {"xor": "bfly", "up": "up", "down": "down", "idx": "idx"}[mode]
            from ...ir.attributes import OpaqueAttr

            st = LLVMStructType.get([value.type, _I1])
            s = b.create(
                "nvvm.shfl.sync",
                [active, value, offset, clamp],
                [st],
                {
                    "kind": OpaqueAttr.get("nvvm", f"shfl_kind {kind}"),
                    "return_value_and_is_valid": UnitAttr.get(),
                },
            ).results[0]
            v = b.create("llvm.extractvalue", [s], [value.type], {"position": _pos(0)}).results[0]
            ok = b.create("llvm.extractvalue", [s], [_I1], {"position": _pos(1)}).results[0]
            op.results[0].replace_all_uses_with(v)
            op.results[1].replace_all_uses_with(ok)
        elif name == "gpu.return":
            b.create("func.return", [o.value for o in op.op_operands])
        elif name in ("gpu.all_reduce", "gpu.subgroup_reduce", "gpu.printf"):
            raise DiagnosticError([op_error(op, "is not lowered to NVVM by irlite")])
        else:
            return
    op.erase()


def _pos(i: int) -> Any:
    from ...ir.attributes import DenseArrayAttr

    return DenseArrayAttr.get(IntegerType.get(64), [i])


def _lower_attributions(f: Operation, blk: Any, n_in: int, nw: int) -> None:
    """Workgroup attributions as private ``memref.global``s in address space 3 (one per
    attribution, ``@__wg_<func>_<i>``, 16-byte aligned), private ones as
    ``memref.alloca``s."""
    from ...ir.attributes import StringAttr, TypeAttr
    from ...rules.gpu import address_space

    fname = f.attributes["sym_name"].value
    module_body = f.parent
    first = blk.first
    for i, a in enumerate(list(blk.args[n_in:])):
        t = a.type
        if i < nw:
            if address_space(t) != 3:
                raise DiagnosticError(
                    [op_error(f, "workgroup attributions must be memrefs in address space 3")]
                )
            if not isinstance(t.memory_space, IntegerAttr):
                # #gpu.address_space<workgroup> is NVVM's 3 (MLIR maps it in the conversion)
                t = MemRefType.get(t.shape, t.element_type, t.layout, IntegerAttr.get(_I64, 3))
            name = f"__wg_{fname}_{i}"
            with Builder.before(f, loc=f.loc) as b:
                b.create(
                    "memref.global",
                    [],
                    [],
                    {
                        "sym_name": StringAttr.get(name),
                        "sym_visibility": StringAttr.get("private"),
                        "type": TypeAttr.get(t),
                        # 16 bytes, as an `llvm.align = 16` attribution gets in MLIR: the
                        # 128-bit accesses of coarsened threads (ld.shared.v4)
                        "alignment": IntegerAttr.get(_I64, 16),
                    },
                )
            with Builder.before(first, loc=f.loc) as b:
                v = b.create(
                    "memref.get_global", [], [t], {"name": SymbolRefAttr.get(name)}
                ).results[0]
        else:
            with Builder.before(first, loc=f.loc) as b:
                v = b.create("memref.alloca", [], [t]).results[0]
        a.replace_all_uses_with(v)
    for k in range(len(blk.args) - 1, n_in - 1, -1):
        blk.erase_argument(k)
    del module_body


def lower_gpu_ops(gpu_module: Operation) -> None:
    """Step one: the gpu ops of ``gpu_module``'s functions as nvvm/func ops, each
    ``gpu.func`` a ``func.func`` (raises ``DiagnosticError`` at an op it cannot lower)."""
    from ...ir.attributes import StringAttr, TypeAttr
    from ...ir.builtin_dialects import FuncOp
    from ...rules.gpu import workgroup_count
    from ..transforms.gpu_all_reduce import rewrite_all_reduces, rewrite_subgroup_reduces

    rewrite_all_reduces(gpu_module)  # MLIR's in-dialect lowering first
    rewrite_subgroup_reduces(gpu_module)
    body = gpu_module.regions[0].blocks[0]
    for f in list(body.ops):
        if f.name != "gpu.func":
            continue
        ft = f.properties["function_type"].value
        blk = f.regions[0].blocks[0] if f.regions[0].blocks else None
        if blk is not None and len(blk.args) != len(ft.inputs):
            _lower_attributions(f, blk, len(ft.inputs), workgroup_count(f))
        for o in list(f.walk()):
            if o is not f and o.name.startswith("gpu."):
                _lower_op(o)
        props = {
            "sym_name": StringAttr.get(f.attributes["sym_name"].value),
            "function_type": TypeAttr.get(ft),
        }
        attrs = {
            k: v for k, v in f.attributes.items() if k not in ("sym_name", "workgroup_attributions")
        }
        if "gpu.kernel" in attrs:
            attrs["nvvm.kernel"] = UnitAttr.get()
        nf = FuncOp(FuncOp.OP_NAME, (), (), props, attrs or None, [Region()], loc=f.loc)
        nf.regions[0].take_body(f.regions[0])
        body.insert_before(f, nf)
        f.erase()


def lower_gpu_module(gpu_module: Operation, ctx: Any = None) -> None:
    """Both steps on one ``gpu.module`` (see the module docstring)."""
    from ...dialects import builtin
    from ..infra.manager import PassManager

    lower_gpu_ops(gpu_module)
    body = gpu_module.regions[0].blocks[0]
    tmp = builtin.module()
    tb = tmp.regions[0].blocks[0]
    for o in list(body.ops):
        if o.name == "gpu.module_end":
            continue
        o.detach()
        tb.append(o)
    pm = PassManager.from_pipeline(LOWERING_PIPELINE, ctx, verify_each=False)
    ok = pm.run(tmp)
    end = body.last
    for o in list(tb.ops):
        o.detach()
        body.insert_before(end, o)
        if o.name == "llvm.mlir.global" and o.properties["sym_name"].value.startswith("__wg_"):
            # workgroup memory: MLIR's lowering makes internal globals in address space 3
            o.properties = dict(o.properties)
            o.properties["linkage"] = DialectAttr.get("llvm", "linkage<internal>")
    if not ok:
        raise DiagnosticError([op_error(gpu_module, "failed to lower to NVVM")])


@register_pass(
    "convert-gpu-to-nvvm",
    summary="Generate NVVM operations for gpu operations",
    options=[
        Option(
            "index-bitwidth", int, 0, "Bitwidth of the index type, 0 to use size of machine word"
        ),
        Option("has-redux", bool, False, "Target gpu supports redux"),
        Option(
            "use-bare-ptr-memref-call-conv",
            bool,
            False,
            "Replace memref arguments in GPU functions with bare pointers. All memrefs must "
            "have static shape.",
        ),
    ],
    anchor="gpu.module",
    display_name="ConvertGpuOpsToNVVMOps",
)
class ConvertGpuToNVVM(Pass):
    """Lowers the ``gpu.module`` it runs on to the llvm and nvvm dialects."""

    def run_on_operation(self, op: Any) -> None:
        try:
            lower_gpu_module(op)
        except DiagnosticError as e:
            for d in e.diagnostics:
                report(d)
            self.signal_pass_failure()
