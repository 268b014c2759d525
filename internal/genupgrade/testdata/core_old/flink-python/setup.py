from setuptools import setup

setup(
    name='demo',
    python_requires='>=3.8',
)
