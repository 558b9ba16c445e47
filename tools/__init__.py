"""irlite.tools"""
