"""The shared vocabulary, the ground floor: what every other layer speaks in.

Launch sites, their options, spans and edits (`sites`), findings and their
severities, lines and positions as editors count them, the bounds that keep one
hostile file from stalling a run (`limits`), which launches a run judges (`scope`)
and the files a verdict reads besides its own (`outside`). Nothing here imports
anything else of the package.
"""
