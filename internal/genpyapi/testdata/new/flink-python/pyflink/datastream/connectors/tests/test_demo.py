__all__ = ['NotPublic']
