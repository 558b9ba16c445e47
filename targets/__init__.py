"""irlite.targets"""
