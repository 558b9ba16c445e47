"""The IR core: data structures, types and attributes, MLIR's text format, verification."""
