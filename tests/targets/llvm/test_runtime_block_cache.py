"""The runtime's ``_mlir_memref_to_llvm_alloc``/``_aligned_alloc``/``_free``: C-library
blocks, the large ones kept for reuse by a request they fit (and whose alignment they
have), small ones freed at once; the memref ABI frees results through it; the JIT
declares the allocators noalias."""

from __future__ import annotations

import ctypes

import numpy as np

import irlite
from irlite.targets.llvm.runtime import (
    annotate_runtime_declarations,
    release_block_cache,
    runtime_address,
)

MiB = 1 << 20


def _fns() -> tuple:
    alloc = ctypes.CFUNCTYPE(ctypes.c_void_p, ctypes.c_int64)(
        runtime_address("_mlir_memref_to_llvm_alloc")
    )
    free = ctypes.CFUNCTYPE(None, ctypes.c_void_p)(runtime_address("_mlir_memref_to_llvm_free"))
    return alloc, free


def test_large_blocks_are_reused_by_requests_they_fit() -> None:
    alloc, free = _fns()
    release_block_cache()
    p = alloc(4 * MiB + 64)
    ctypes.memset(p, 1, 4 * MiB)  # usable memory
    free(p)
    assert alloc(4 * MiB + 64) == p  # the same block, no fresh pages
    free(p)
    q = alloc(MiB)  # far smaller than the kept block: a fresh one
    assert q != p
    free(q)
    release_block_cache()


def _aligned_alloc() -> ctypes.CFUNCTYPE:
    return ctypes.CFUNCTYPE(ctypes.c_void_p, ctypes.c_int64, ctypes.c_int64)(
        runtime_address("_mlir_memref_to_llvm_aligned_alloc")
    )


def test_aligned_blocks_are_aligned_and_reused_only_when_aligned() -> None:
    aligned = _aligned_alloc()
    alloc, free = _fns()
    release_block_cache()
    for align in (16, 64, 4096):
        for size in (100, 3 * MiB + 8):
            p = aligned(align, size)
            assert p and p % align == 0
            ctypes.memset(p, 7, size)
            free(p)
    p = aligned(4096, 4 * MiB)
    free(p)
    assert aligned(4096, 4 * MiB) == p  # kept, and aligned enough
    free(p)
    q = alloc(4 * MiB + 16)  # a C-library block: 16 past a page boundary
    free(q)
    r = aligned(4096, 4 * MiB)
    assert r % 4096 == 0
    free(r)
    release_block_cache()


def test_the_jit_declares_the_allocators_noalias() -> None:
    text = (
        "declare ptr @_mlir_memref_to_llvm_aligned_alloc(i64, i64)\n"
        "declare ptr @_mlir_memref_to_llvm_alloc(i64)\n"
        "declare ptr @malloc(i64)\n"
        "define ptr @_mlir_memref_to_llvm_alloc_user(i64 %0) {\n"
    )
    lines = annotate_runtime_declarations(text).splitlines()
    assert lines == [
        "declare noalias ptr @_mlir_memref_to_llvm_aligned_alloc(i64, i64)",
        "declare noalias ptr @_mlir_memref_to_llvm_alloc(i64)",
        "declare ptr @malloc(i64)",
        "define ptr @_mlir_memref_to_llvm_alloc_user(i64 %0) {",
    ]


def test_small_blocks_and_null() -> None:
    alloc, free = _fns()
    free(None)
    p = alloc(256)
    ctypes.memset(p, 0, 256)
    free(p)


def test_results_of_compiled_code_come_back_to_the_cache() -> None:
    src = """
func.func @twice(%x: tensor<512x1024xf32>) -> tensor<512x1024xf32> {
  %e = tensor.empty() : tensor<512x1024xf32>
  %r = linalg.add ins(%x, %x : tensor<512x1024xf32>, tensor<512x1024xf32>)
                  outs(%e : tensor<512x1024xf32>) -> tensor<512x1024xf32>
  return %r : tensor<512x1024xf32>
}"""
    m = irlite.compile(src)
    assert "_mlir_memref_to_llvm_aligned_alloc" in m.llvm_ir
    x = np.ones((512, 1024), np.float32)
    release_block_cache()
    r = m.twice(x)
    first = r.ctypes.data
    assert first % 64 == 0  # bufferization's alignment, from the aligned allocator
    np.testing.assert_array_equal(r, 2 * x)
    del r  # freed through the cache: the next call's result takes the same block
    r = m.twice(x)
    assert r.ctypes.data == first
    np.testing.assert_array_equal(r, 2 * x)
    release_block_cache()
