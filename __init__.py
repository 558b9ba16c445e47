"""irlite: MLIR's ideas in Python, made fast by generating code."""

__version__ = "0.1.0"
