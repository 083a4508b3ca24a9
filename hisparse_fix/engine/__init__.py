"""One file's pipeline: bytes -> sites -> findings -> consensus -> edits -> bytes.

`pipeline` reads a file (`files`), asks its format for launch sites, takes out what
`# hisparse-fix: ignore` comments suppress (`suppression`), runs the rules on each
site, settles the edits that launches sharing text agree on (`consensus`), has the
format write them, and works out each finding's own fix (`hunks`). It sits on the
formats and the rules, which never import each other, and knows nothing of folders,
caches or reports.
"""
