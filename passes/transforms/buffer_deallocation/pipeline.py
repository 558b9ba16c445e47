"""``buffer-deallocation-pipeline``: MLIR 19's ``buildBufferDeallocationPipeline``.

``canonicalize``, ``ownership-based-buffer-deallocation``, ``canonicalize``,
``buffer-deallocation-simplification``, ``bufferization-lower-deallocations``, ``cse``,
``canonicalize``: every allocation freed, the ``bufferization.dealloc`` ops simplified and
lowered to ``memref.dealloc``.

What it does not do: MLIR's first step, ``expand-realloc`` (irlite has no such pass; a
``memref.realloc`` makes the deallocation pass fail), or take the
``private-function-dynamic-ownership`` option (run the passes one by one for that).
"""

from __future__ import annotations

from ...infra.registry import register_pass_pipeline

__all__ = ["PIPELINE"]

#: The passes of ``buffer-deallocation-pipeline``, as pipeline text.
PIPELINE = (
    "canonicalize,ownership-based-buffer-deallocation,canonicalize,"
    "buffer-deallocation-simplification,bufferization-lower-deallocations,cse,canonicalize"
)

register_pass_pipeline(
    "buffer-deallocation-pipeline",
    "The default pipeline for automatically inserting deallocation operations after "
    "one-shot bufferization. Deallocation operations (except `memref.realloc`) may not be "
    "present already.",
    PIPELINE,
)
