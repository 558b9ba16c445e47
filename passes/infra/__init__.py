"""irlite.passes.infra"""
