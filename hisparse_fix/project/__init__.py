"""A run over a project: the files it walks, the settings each file takes, and the
verdicts it remembers.

`walk` finds the files (ignore files, excludes, symlinks), `config` and `per_file`
resolve the settings file that governs each, `batch` judges them in worker
processes (`starter`, `warm_up` give a cold run its head start), and `cache` with
its indexes keeps verdicts that the same bytes, settings and release would repeat.
Everything here runs the engine; nothing here formats a report.
"""
