"""The runtime functions lowered code calls, compiled once and made visible to the JIT.

MLIR's lowerings call a few C functions of its runtime libraries
(``mlir_c_runner_utils``); code that irlite JIT-compiles needs them too.
``register_runtime_symbols()`` compiles their definitions (LLVM IR text, below)
for the host the first time it is called, keeps the machine code alive for the
life of the process and registers each function's address with
``llvmlite.binding.add_symbol``, so MCJIT binds the calls of every later module
to it (and ``jit``'s unresolved-symbol check sees it). Later calls do nothing.
The JIT calls it when it sets up the host (``jit._Host``).

Functions provided (same names, signatures and semantics as MLIR's
``CRunnerUtils.cpp``):

* ``void memrefCopy(i64 elemSize, ptr src, ptr dst)``: ``memref.copy`` between
  memrefs that are not both contiguous. ``src``/``dst`` point to unranked
  descriptors ``{i64 rank, ptr desc}`` whose ``desc`` is a ranked descriptor
  ``{ptr allocated, ptr aligned, i64 offset, i64 sizes[rank], i64
  strides[rank]}`` (strides in elements). Nothing is copied when a size is 0;
  rank 0 copies one element; otherwise every element ``src[i...]`` is copied
  to ``dst[i...]`` in row-major order. Fast paths, same result: when both
  sides are contiguous row-major (axes of size 1 ignored) one ``memcpy`` of the
  whole buffer; when the innermost axis has stride 1 on both sides, one
  ``memcpy`` per row. Like MLIR's, it assumes equal shapes (the verifier of
  ``memref.copy`` checks them) and non-overlapping buffers.

* ``ptr _mlir_memref_to_llvm_alloc(i64 size)``, ``ptr
  _mlir_memref_to_llvm_aligned_alloc(i64 alignment, i64 size)`` and ``void
  _mlir_memref_to_llvm_free(ptr)``: what ``finalize-memref-to-llvm{use-generic-functions=true}``
  calls instead of ``malloc``/``aligned_alloc``/``free`` (the default pipeline asks for
  the aligned one for tensor-level modules). They hand out and take back ordinary
  C-library blocks, so either side may be mixed with ``malloc``/``free``; but a freed
  block of at least 1 MiB is kept in one of 16 slots (atomic exchanges: calls may run in
  several threads) and handed out again for a request it fits (its usable size at most
  1/8 over the request, its address a multiple of the alignment asked for), so a function that
  allocates and frees the same large buffers on every call does not fault fresh pages
  in each time (the C library returns such blocks to the kernel at once). The memref ABI
  frees result arrays through it too. ``void _irlite_release_block_cache()`` frees every
  kept block (``release_block_cache()`` from Python).

What this module does not do: provide the rest of MLIR's runner utilities
(printing, timers, sparse-tensor support), or anything for targets other than
the host CPU; ``malloc``/``free``/``memcpy`` come from the C library the
process already has.
"""

from __future__ import annotations

import re
import threading
from typing import Any

__all__ = [
    "RUNTIME_FUNCTIONS",
    "RUNTIME_LLVM_IR",
    "annotate_runtime_declarations",
    "register_runtime_symbols",
    "release_block_cache",
    "runtime_address",
]

#: The functions ``RUNTIME_LLVM_IR`` defines and ``register_runtime_symbols`` registers.
RUNTIME_FUNCTIONS = (
    "memrefCopy",
    "_mlir_memref_to_llvm_alloc",
    "_mlir_memref_to_llvm_aligned_alloc",
    "_mlir_memref_to_llvm_free",
    "_irlite_release_block_cache",
)

# In the comments: r = rank, S/D = the source/destination ranked descriptors,
# E = elemSize; byte offsets of element (i0, ..., ir-1) are sum(i_k * stride_k) * E.
RUNTIME_LLVM_IR = r"""
%desc = type { ptr, ptr, i64 }
%unranked = type { i64, ptr }

declare void @llvm.memcpy.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg)

define void @memrefCopy(i64 %esize, ptr nocapture readonly %srcU, ptr nocapture readonly %dstU) nounwind {
entry:
  %rank = load i64, ptr %srcU
  %sdpp = getelementptr inbounds %unranked, ptr %srcU, i64 0, i32 1
  %sd = load ptr, ptr %sdpp
  %ddpp = getelementptr inbounds %unranked, ptr %dstU, i64 0, i32 1
  %dd = load ptr, ptr %ddpp
  %sdatap = getelementptr inbounds %desc, ptr %sd, i64 0, i32 1
  %sdata = load ptr, ptr %sdatap
  %soffp = getelementptr inbounds %desc, ptr %sd, i64 0, i32 2
  %soff = load i64, ptr %soffp
  %ssizes = getelementptr inbounds %desc, ptr %sd, i64 1
  %sstrides = getelementptr inbounds i64, ptr %ssizes, i64 %rank
  %ddatap = getelementptr inbounds %desc, ptr %dd, i64 0, i32 1
  %ddata = load ptr, ptr %ddatap
  %doffp = getelementptr inbounds %desc, ptr %dd, i64 0, i32 2
  %doff = load i64, ptr %doffp
  %dsizes = getelementptr inbounds %desc, ptr %dd, i64 1
  %dstrides = getelementptr inbounds i64, ptr %dsizes, i64 %rank
  %sbyte = mul i64 %soff, %esize
  %sbase = getelementptr i8, ptr %sdata, i64 %sbyte
  %dbyte = mul i64 %doff, %esize
  %dbase = getelementptr i8, ptr %ddata, i64 %dbyte
  %is0 = icmp eq i64 %rank, 0
  br i1 %is0, label %copy_one, label %scan

copy_one:                                   ; rank 0: one element
  call void @llvm.memcpy.p0.p0.i64(ptr %dbase, ptr %sbase, i64 %esize, i1 false)
  ret void

scan:                                       ; innermost axis first: any size 0 -> nothing to copy;
  br label %scan_loop                       ; also: are both sides contiguous row-major?

scan_loop:
  %ax = phi i64 [ %rank, %scan ], [ %axm, %scan_next ]
  %expect = phi i64 [ 1, %scan ], [ %expect_next, %scan_next ]
  %contig = phi i1 [ true, %scan ], [ %contig_next, %scan_next ]
  %axm = sub i64 %ax, 1
  %szp = getelementptr inbounds i64, ptr %ssizes, i64 %axm
  %sz = load i64, ptr %szp
  %empty = icmp eq i64 %sz, 0
  br i1 %empty, label %done, label %scan_body

scan_body:
  %sstp = getelementptr inbounds i64, ptr %sstrides, i64 %axm
  %sst = load i64, ptr %sstp
  %dstp = getelementptr inbounds i64, ptr %dstrides, i64 %axm
  %dst = load i64, ptr %dstp
  %unit = icmp eq i64 %sz, 1
  %s_ok = icmp eq i64 %sst, %expect
  %d_ok = icmp eq i64 %dst, %expect
  %both = and i1 %s_ok, %d_ok
  %ok = or i1 %unit, %both
  %contig_next = and i1 %contig, %ok
  %expect_next = mul i64 %expect, %sz
  %more = icmp ne i64 %axm, 0
  br i1 %more, label %scan_next, label %scan_end

scan_next:
  br label %scan_loop

scan_end:
  br i1 %contig_next, label %copy_all, label %strided

copy_all:                                   ; both contiguous: one memcpy of every element
  %bytes = mul i64 %expect_next, %esize
  call void @llvm.memcpy.p0.p0.i64(ptr %dbase, ptr %sbase, i64 %bytes, i1 false)
  ret void

strided:                                    ; an odometer over the axes; when the innermost
  %last = sub i64 %rank, 1                  ; axis has stride 1 on both sides, whole rows
  %lsp = getelementptr inbounds i64, ptr %sstrides, i64 %last
  %ls = load i64, ptr %lsp
  %ldp = getelementptr inbounds i64, ptr %dstrides, i64 %last
  %ld = load i64, ptr %ldp
  %ls1 = icmp eq i64 %ls, 1
  %ld1 = icmp eq i64 %ld, 1
  %rows = and i1 %ls1, %ld1
  %lszp = getelementptr inbounds i64, ptr %ssizes, i64 %last
  %lsz = load i64, ptr %lszp
  %rowbytes = mul i64 %lsz, %esize
  %chunk = select i1 %rows, i64 %rowbytes, i64 %esize
  %inner = select i1 %rows, i64 %last, i64 %rank
  %idx = alloca i64, i64 %rank, align 8
  %idxbytes = shl i64 %rank, 3
  call void @llvm.memset.p0.i64(ptr %idx, i8 0, i64 %idxbytes, i1 false)
  br label %copy

copy:
  %r = phi i64 [ 0, %strided ], [ %r_adv, %next ]
  %w = phi i64 [ 0, %strided ], [ %w_adv, %next ]
  %sp = getelementptr i8, ptr %sbase, i64 %r
  %dp = getelementptr i8, ptr %dbase, i64 %w
  call void @llvm.memcpy.p0.p0.i64(ptr %dp, ptr %sp, i64 %chunk, i1 false)
  br label %adv

adv:                                        ; a = the axis to advance + 1
  %a = phi i64 [ %inner, %copy ], [ %axis, %carry ]
  %ra = phi i64 [ %r, %copy ], [ %r_back, %carry ]
  %wa = phi i64 [ %w, %copy ], [ %w_back, %carry ]
  %fin = icmp eq i64 %a, 0
  br i1 %fin, label %done, label %step

step:
  %axis = sub i64 %a, 1
  %ip = getelementptr inbounds i64, ptr %idx, i64 %axis
  %i = load i64, ptr %ip
  %i1 = add i64 %i, 1
  store i64 %i1, ptr %ip
  %ssp = getelementptr inbounds i64, ptr %sstrides, i64 %axis
  %ss = load i64, ptr %ssp
  %ssb = mul i64 %ss, %esize
  %dsp = getelementptr inbounds i64, ptr %dstrides, i64 %axis
  %ds = load i64, ptr %dsp
  %dsb = mul i64 %ds, %esize
  %r_adv = add i64 %ra, %ssb
  %w_adv = add i64 %wa, %dsb
  %asp = getelementptr inbounds i64, ptr %ssizes, i64 %axis
  %asz = load i64, ptr %asp
  %wrap = icmp eq i64 %i1, %asz
  br i1 %wrap, label %carry, label %next

next:
  br label %copy

carry:                                      ; axis done: reset it, carry into the next outer one
  store i64 0, ptr %ip
  %rs = mul i64 %asz, %ssb
  %r_back = sub i64 %r_adv, %rs
  %ws = mul i64 %asz, %dsb
  %w_back = sub i64 %w_adv, %ws
  br label %adv

done:
  ret void
}

; ---- allocation with a cache of large blocks (module docstring)
@block_cache = internal global [16 x ptr] zeroinitializer, align 8

declare noalias ptr @malloc(i64)
declare noalias ptr @aligned_alloc(i64, i64)
declare void @free(ptr)
declare i64 @malloc_usable_size(ptr)

; a kept block for %size bytes at a multiple of %align (a power of two), or null
define internal ptr @take_block(i64 %size, i64 %align) nounwind {
entry:
  %mask = sub i64 %align, 1
  br label %scan

scan:
  %i = phi i64 [ 0, %entry ], [ %next, %skip ]
  %slot = getelementptr inbounds [16 x ptr], ptr @block_cache, i64 0, i64 %i
  %p = atomicrmw xchg ptr %slot, ptr null acq_rel
  %has = icmp ne ptr %p, null
  br i1 %has, label %check, label %skip

check:
  %u = call i64 @malloc_usable_size(ptr %p)
  %eighth = lshr i64 %size, 3
  %max = add i64 %size, %eighth
  %fits = icmp uge i64 %u, %size
  %tight = icmp ule i64 %u, %max
  %addr = ptrtoint ptr %p to i64
  %low = and i64 %addr, %mask
  %aligned = icmp eq i64 %low, 0
  %ok0 = and i1 %fits, %tight
  %ok = and i1 %ok0, %aligned
  br i1 %ok, label %hit, label %putback

hit:
  ret ptr %p

putback:  ; not this one: back into its slot, or freed if another thread filled it
  %r = cmpxchg ptr %slot, ptr null, ptr %p acq_rel monotonic
  %back = extractvalue { ptr, i1 } %r, 1
  br i1 %back, label %skip, label %drop

drop:
  call void @free(ptr %p)
  br label %skip

skip:
  %next = add i64 %i, 1
  %end = icmp eq i64 %next, 16
  br i1 %end, label %none, label %scan

none:
  ret ptr null
}

define ptr @_mlir_memref_to_llvm_alloc(i64 %size) nounwind {
entry:
  %big = icmp uge i64 %size, 1048576
  br i1 %big, label %cached, label %fresh

cached:
  %p = call ptr @take_block(i64 %size, i64 1)
  %has = icmp ne ptr %p, null
  br i1 %has, label %hit, label %fresh

hit:
  ret ptr %p

fresh:
  %q = call ptr @malloc(i64 %size)
  ret ptr %q
}

define ptr @_mlir_memref_to_llvm_aligned_alloc(i64 %align, i64 %size) nounwind {
entry:
  %big = icmp uge i64 %size, 1048576
  br i1 %big, label %cached, label %fresh

cached:
  %p = call ptr @take_block(i64 %size, i64 %align)
  %has = icmp ne ptr %p, null
  br i1 %has, label %hit, label %fresh

hit:
  ret ptr %p

fresh:  ; the C library's aligned_alloc wants a multiple of the alignment
  %mask = sub i64 %align, 1
  %up = add i64 %size, %mask
  %notmask = xor i64 %mask, -1
  %rounded = and i64 %up, %notmask
  %q = call ptr @aligned_alloc(i64 %align, i64 %rounded)
  ret ptr %q
}

define void @_mlir_memref_to_llvm_free(ptr %p) nounwind {
entry:
  %isnull = icmp eq ptr %p, null
  br i1 %isnull, label %done, label %size

size:
  %u = call i64 @malloc_usable_size(ptr %p)
  %big = icmp uge i64 %u, 1048576
  br i1 %big, label %scan, label %release

scan:
  %i = phi i64 [ 0, %size ], [ %next, %full ]
  %slot = getelementptr inbounds [16 x ptr], ptr @block_cache, i64 0, i64 %i
  %r = cmpxchg ptr %slot, ptr null, ptr %p acq_rel monotonic
  %kept = extractvalue { ptr, i1 } %r, 1
  br i1 %kept, label %done, label %full

full:
  %next = add i64 %i, 1
  %end = icmp eq i64 %next, 16
  br i1 %end, label %release, label %scan

release:
  call void @free(ptr %p)
  br label %done

done:
  ret void
}

define void @_irlite_release_block_cache() nounwind {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %next, %loop ]
  %slot = getelementptr inbounds [16 x ptr], ptr @block_cache, i64 0, i64 %i
  %p = atomicrmw xchg ptr %slot, ptr null acq_rel
  call void @free(ptr %p)
  %next = add i64 %i, 1
  %end = icmp eq i64 %next, 16
  br i1 %end, label %done, label %loop

done:
  ret void
}
"""

#: A declaration of one of the runtime's allocators, as the translation prints it.
_ALLOC_DECLARATION = re.compile(
    r"^declare ptr (@_mlir_memref_to_llvm_(?:aligned_)?alloc)\(", re.MULTILINE
)


def annotate_runtime_declarations(text: str) -> str:
    """``text`` (LLVM IR) with the runtime's allocators declared ``noalias``, as
    ``malloc`` is: the block they return overlaps no memory the caller can reach
    otherwise (it is fresh, or a freed block nothing points into). The JIT compiles
    modules with this, so that LLVM knows a function's own buffers overlap none of its
    arguments (no run-time overlap checks and loop versions in the vectorized loops).
    The translation itself prints MLIR's declarations unchanged."""
    return _ALLOC_DECLARATION.sub(r"declare noalias ptr \1(", text)


_LOCK = threading.Lock()
_ENGINE: Any = None  # the MCJIT engine that owns the runtime's machine code (never freed)
_ADDRESSES: dict[str, int] = {}


def register_runtime_symbols() -> dict[str, int]:
    """Compile the runtime (first call only) and register its functions with
    ``llvmlite.binding.add_symbol``; returns ``{name: address}``.

    Safe to call from several threads and any number of times. Raises
    ``RuntimeError`` if LLVM rejects the runtime's IR (a bug in this module)."""
    global _ENGINE
    if _ADDRESSES:
        return dict(_ADDRESSES)
    with _LOCK:
        if _ADDRESSES:
            return dict(_ADDRESSES)
        import llvmlite.binding as llvm

        llvm.initialize_native_target()
        llvm.initialize_native_asmprinter()
        target = llvm.Target.from_triple(llvm.get_process_triple())
        tm = target.create_target_machine(cpu=llvm.get_host_cpu_name(), opt=2, jit=True)
        mod = llvm.parse_assembly(RUNTIME_LLVM_IR)
        mod.triple = llvm.get_process_triple()
        mod.data_layout = str(tm.target_data)
        mod.verify()
        engine = llvm.create_mcjit_compiler(mod, tm)
        engine.finalize_object()
        addresses = {}
        for name in RUNTIME_FUNCTIONS:
            addr = engine.get_function_address(name)
            if not addr:
                raise RuntimeError(f"the runtime function '{name}' was not compiled")
            llvm.add_symbol(name, addr)
            addresses[name] = addr
        _ENGINE = engine
        _ADDRESSES.update(addresses)
        return dict(addresses)


def runtime_address(name: str) -> int:
    """The address of runtime function ``name`` (compiling the runtime if needed)."""
    addrs = register_runtime_symbols()
    if name not in addrs:
        raise KeyError(f"no runtime function named '{name}'")
    return addrs[name]


def release_block_cache() -> None:
    """Free the large blocks ``_mlir_memref_to_llvm_free`` keeps for reuse."""
    import ctypes

    ctypes.CFUNCTYPE(None)(runtime_address("_irlite_release_block_cache"))()
