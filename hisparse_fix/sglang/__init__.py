"""What SGLang does, release by release: the knowledge the readers and rules judge by.

The release tables and option lists read from each release's own source (`matrix`),
how its argparse reads a command line (`argv`), its entry points, model families and
platform words, the platform a launch runs on, and the settings of one judgement (a
release, a platform, a GPU, the rules selected). It speaks the vocabulary and nothing
above it: no format, rule or engine module is imported here.
"""
