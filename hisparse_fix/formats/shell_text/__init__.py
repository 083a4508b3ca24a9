"""Shell command lines held in another format's text, one treatment for every format.

A Python literal, a TOML or YAML string, a Dockerfile's exec-form shell hold shell
command lines: `command` is one such string and its view (the text the shell reads),
`view` maps the shell adapter's sites and edits between the view and the file, and
`words` names the programs and flags other formats hand over (`bash -lc SCRIPT`). The
shell adapter itself is loaded through the format registry, only for a string to read.
"""
