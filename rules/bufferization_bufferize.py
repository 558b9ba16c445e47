"""BufferizableOpInterface of the bufferization ops (MLIR's BufferizationOps.cpp models)."""

from __future__ import annotations

from irlite.ir.interfaces import BufferizableOpInterface


class ToTensorModel(BufferizableOpInterface):
    __slots__ = ()


class ToMemrefModel(BufferizableOpInterface):
    __slots__ = ()


class AllocTensorModel(BufferizableOpInterface):
    __slots__ = ()


class DeallocTensorModel(BufferizableOpInterface):
    __slots__ = ()


class MaterializeInDestinationModel(BufferizableOpInterface):
    __slots__ = ()
