"""irlite.passes.conversion"""
