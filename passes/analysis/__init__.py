"""Data-flow analyses that transforms share (``liveness``: MLIR's ``LivenessAnalysis``)."""
