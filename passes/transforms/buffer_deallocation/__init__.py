"""MLIR 19's ownership-based buffer deallocation: the passes that free what bufferization
allocates, and the pipeline that runs them.

* ``ownership_based``: ``ownership-based-buffer-deallocation`` (``bufferization.dealloc``
  ops with ownership indicators);
* ``lower_deallocations``: ``bufferization-lower-deallocations`` (``bufferization.dealloc``
  to ``scf.if`` + ``memref.dealloc``, with MLIR's ``@dealloc_helper`` in general);
* ``simplification``: ``buffer-deallocation-simplification`` (alias facts from
  ``buffer_origin``: MLIR's ``BufferViewFlowAnalysis`` / ``BufferOriginAnalysis``);
* ``pipeline``: ``buffer-deallocation-pipeline``;
* ``state``: the ownership lattice, the per-block bookkeeping and block liveness.
"""
