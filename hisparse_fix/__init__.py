"""hisparse-fix: rewrite SGLang launch configurations so that HiSparse launches pass validation."""

__version__ = "0.1.0"
