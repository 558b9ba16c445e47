"""irlite.passes"""
