"""
Demo package.
"""
from pyflink.datastream.env import Env, Config

__all__ = ['Env', 'Config']
