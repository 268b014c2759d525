"""
Demo package.

    - :class:`TimeCharacteristic`:
      mentioned in a docstring only.
"""
from pyflink.datastream.env import (Env, Config,
                                    TimeCharacteristic)

__all__ = ['Env', 'Config', 'TimeCharacteristic']
