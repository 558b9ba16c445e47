"""irlite.passes.rewrite"""
