"""irlite.passes.conversion.llvm_common"""
