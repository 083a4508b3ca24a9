"""The package's version, where every layer may read it (a cache entry is keyed by it)."""

__version__ = "0.1.0"
