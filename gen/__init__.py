"""irlite.gen"""
