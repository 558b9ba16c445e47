"""irlite.passes.transforms"""
