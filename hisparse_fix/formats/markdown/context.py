"""Where a Markdown fence stands: the headings it is under and the prose that introduces it.

A README is not one script. Sections under sibling headings are often
alternatives ("Option A: CPU", "### On H200", content tabs), so a block runs
after the blocks of its own section and of the sections around it, never
after a sibling's. A heading that names a platform says where its blocks
run. The paragraph right before a fence says what the block is: after
"Before:" or "This fails:" it is an example of what not to run.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any, NamedTuple

TAB_LEVEL = 7
"""A content tab (`=== "CPU"`) is a section under the heading it stands in, and the
headings in it are under the tab."""


class Heading(NamedTuple):
    """A heading (or content tab) of the file: its 1-based line, level and text."""

    line: int
    level: int
    text: str
    tab: bool = False


Section = tuple[Heading, ...]
"""The headings a fence is under, outermost first."""


def visible(earlier: Section, section: Section) -> bool:
    """Whether a block in `earlier` runs before one in `section`: the same section, one
    around it, or an earlier step ("Setup" before "Run"); not an alternative, which is
    where the two sections part at headings that both name one ("Option A: CPU" and
    "Option B: H200", "On AMD MI300X" and "On H200", two content tabs)."""
    for outer, inner in zip(earlier, section, strict=False):
        if outer != inner:
            return not (_alternative(outer) and _alternative(inner))
    return len(earlier) <= len(section)


_ALTERNATIVE = re.compile(
    r"^\W*(?:on|using|via|or)\b|\b(?:options?|alternatives?|alternatively|methods?|variants?)\b",
    re.IGNORECASE,
)


def _alternative(heading: Heading) -> bool:
    """A heading that names one of several ways: an option, a platform, a content tab."""
    return (
        heading.tab
        or bool(_ALTERNATIVE.search(heading.text))
        or bool(_PLATFORM.search(heading.text))
    )


def heading_stack(stack: Sequence[Heading], heading: Heading) -> Section:
    """The section a heading opens: it closes the headings of its level and deeper."""
    return (*(outer for outer in stack if outer.level < heading.level), heading)


_CONTAINERS = frozenset(
    {"bullet_list_open", "ordered_list_open", "list_item_open", "blockquote_open"}
)


def intro(tokens: Sequence[Any], index: int) -> tuple[str, int]:
    """The text of the paragraph or heading right before `tokens[index]` (a list item or
    quote it opens may stand between) and the 0-based line it starts on relative to the
    tokens, or ("", -1) when something else comes first."""
    at = index - 1
    while at >= 0 and tokens[at].type in _CONTAINERS:
        at -= 1
    if at >= 0 and tokens[at].type == "html_block":  # `<summary>❌ Failing command</summary>`
        summary = _SUMMARY.search(str(tokens[at].content))
        opening = tokens[at].map
        if summary is not None:
            return _TAG.sub("", summary["text"]), opening[0] if opening else -1
    if at < 2 or tokens[at].type not in {"paragraph_close", "heading_close"}:
        return "", -1
    opening = tokens[at - 2].map
    return str(tokens[at - 1].content), opening[0] if opening else -1


_SUMMARY = re.compile(r"<summary>(?P<text>.*?)</summary>", re.IGNORECASE | re.DOTALL)
"""The label of a collapsed `<details>` block the fence opens inside."""
_TAG = re.compile(r"<[^>]*>")
_MARKUP = re.compile(r"^[\W_]+")
_INLINE_MARKUP = re.compile(r"[*_`]+")
_COUNTER_EXAMPLE = re.compile(
    r"(?:(?:the\s+)?(?:following|below|this|these)(?:\s+(?:commands?|examples?|launch(?:es)?))?"
    r"\s+(?:currently\s+)?(?=(?:fails|will fail|won'?t work|doesn'?t work|does not work"
    r"|is rejected|is refused|crashes|errors out)\b))?"
    r"(?:(?:before|old|previous|previously|legacy|deprecated|outdated)"
    r"(?:\s+(?:recipes?|commands?|launch(?:es)?|setup|configs?|configuration|usage|examples?|way))?"
    r"(?=\s*(?:$|:|\(|the fix|fixing|\d))"
    r"|(?:steps\s+to\s+reproduce|to\s+reproduce|reproduction|repro|reproducer)(?=\s*(?:$|:))"
    r"|wrong|incorrect|bad|broken|invalid|avoid|not this"
    r"|failing(?:\s+(?:commands?|examples?|launch(?:es)?|recipes?|configs?))?"
    r"|(?:a\s+|the\s+)?(?:common\s+)?(?:mistake|pitfall|anti-?pattern)s?"
    r"|(?:don'?t|do not)(?!\s+forget)"
    r"|(?:this\s+)?(?:fails|will fail|won'?t work|doesn'?t work|does not work|is rejected"
    r"|is refused|crashes|errors out)"
    r"|rejected|refused)\b",
    re.IGNORECASE,
)
_SHORT = 12
_NOW_REFUSED = re.compile(
    r"\b(?:is|are)\s+(?:now\s+)?(?:rejected|refused)\b|\bno\s+longer\s+(?:works?|starts?|runs?)\b",
    re.IGNORECASE,
)
"""An introduction that says what follows is refused ("The following command, which
started in 0.5.21, is now rejected:"), whatever comes before."""
_REFUSES_IT = re.compile(
    r"\b(?:refuses|rejects)\s+(?:this|these|the\s+following|it)\b|\bknown\s+failures?\b",
    re.IGNORECASE,
)
"""An introduction that says SGLang refuses what follows ("SGLang 0.5.23 refuses this
command at start-up:", "**Known failure.**"), however long."""
_OTHER_LANGUAGES = re.compile(
    "错误|錯誤|反例|拒绝|拒絕|失败|失敗|悪い例|誤った|間違|拒否|잘못|실패|거부|"
    "falsch|incorrecto|échoue|rechaz|abgelehnt|refusé"
)
"""Words that label a counter-example in the languages recipes are written in beside
English (Chinese, Japanese, Korean, German, Spanish, French): "错误示例" (wrong
example), "会被 SGLang 拒绝" (is refused by SGLang)."""
_GITHUB_ALERT = re.compile(r"\[!(?:NOTE|TIP|IMPORTANT|WARNING|CAUTION)\][ \t]*\n?", re.IGNORECASE)
"""A GitHub alert's marker (`> [!CAUTION]`): the words after it introduce the block."""
"""An introduction longer than this many words is prose, not a label."""


_SYMPTOM = re.compile(r"(?:symptoms?|problem|what fails|failing command)\s*[:.]", re.IGNORECASE)
"""A troubleshooting entry's label ("**Symptom.** The server exits when ..."): the
block it introduces is what fails, however long the sentence after it."""
_ADMONITION = re.compile(
    r"(?:!!!|\?\?\?\+?)[ \t]+[\w-]+(?:[ \t]+[\w-]+)*[ \t]*"
    r"(?:(?P<q>[\"'])(?P<title>.*?)(?P=q))?[ \t]*$"
)
"""An MkDocs admonition (`!!! danger "Refused by SGLang 0.5.23"`): its title labels
what it holds."""


def counter_example(text: str) -> bool:
    """Whether an introduction labels the block as what not to run ("Before:", "Old:",
    "**Wrong:**", "Don't:", "Incorrect", "This fails:", an admonition titled "Refused
    by SGLang"), or as a bug report's reproduction ("### Reproduction", "Steps to
    reproduce:"): a launch shown failing."""
    text = _GITHUB_ALERT.sub("", text.strip(), count=1)
    admonition = _ADMONITION.match(text.strip())
    if admonition is not None:
        text = admonition["title"] or ""
    label = _MARKUP.sub("", _INLINE_MARKUP.sub("", text.strip()))
    if _SYMPTOM.match(label):
        return True
    if label.rstrip().endswith(":") and _NOW_REFUSED.search(label):
        return True
    if _REFUSES_IT.search(label) or _OTHER_LANGUAGES.search(label):
        return True
    return len(label.split()) <= _SHORT and _COUNTER_EXAMPLE.match(label) is not None


_AFTERWARDS = re.compile(
    r"(?:this|that|the above|it)\s+(?:command\s+)?(?:fails|will fail|won'?t work|doesn'?t work"
    r"|does not work|is rejected|is refused|errors out|crashes)\b",
    re.IGNORECASE,
)
"""A paragraph right after a block that says it fails: "This fails because ..."."""
FAILURE_OUTPUT = re.compile(
    r"[ \t]*(?:Traceback \(most recent call last\)"
    r"|(?:[\w.]+\.)?[A-Z]\w*(?:Error|Exception)\b"
    r"|(?:[^:\n]{1,60}:[ \t]*)?error:|usage:"
    r"|(?:\[[^\]\n]*\][ \t]*)*(?:ERROR|FATAL)\b)"
)
"""Output that says the command failed: a traceback, an exception, argparse's `usage:`
and `error:`, a log line at level ERROR."""


_COMMENTED = re.compile(r"[ \t]*#+[ \t]*(?:(?:->|=>|→|output:|gives:)[ \t]*)?(?P<text>.*)")


def failure_in_comments(content: str) -> bool:
    """Whether a block shows, in a comment, the error its command gives
    (`# -> ValueError: HiSparse requires ...`): it shows a launch failing."""
    for line in content.splitlines():
        commented = _COMMENTED.fullmatch(line)
        if commented is not None and FAILURE_OUTPUT.match(commented["text"]):
            return True
    return False


def shown_failing(tokens: Sequence[Any], index: int) -> bool:
    """Whether what follows the fence at `tokens[index]` says it fails: a paragraph that
    says so ("This fails because ..."), or a short one ("gives:") and then a block of
    SGLang's error output (a traceback, `ValueError: ...`)."""
    after = index + 1
    while after < len(tokens) and tokens[after].type in _CONTAINERS | _CLOSERS:
        after += 1
    if after + 1 >= len(tokens) or tokens[after].type != "paragraph_open":
        return False
    words = _INLINE_MARKUP.sub("", str(tokens[after + 1].content)).strip()
    if _AFTERWARDS.match(words):
        return True
    if any(_RAISED.match(line) for line in words.splitlines()):
        return True  # "> **Error on 0.5.22:**" and, on its own line, `ValueError: ...`
    following = after + 3  # paragraph_open, inline, paragraph_close
    if len(words.split()) > 6 or following >= len(tokens):
        return False
    block = tokens[following]
    output = str(block.content).splitlines()
    return block.type == "fence" and any(FAILURE_OUTPUT.match(line) for line in output)


_RAISED = re.compile(r"[ \t]*(?:[\w.]+\.)?[A-Z]\w*(?:Error|Exception):")
"""A line of a paragraph that quotes an exception SGLang raised (`ValueError: ...`)."""


_CLOSERS = frozenset(
    {"bullet_list_close", "ordered_list_close", "list_item_close", "blockquote_close"}
)


_PLATFORMS = (
    ("rocm", r"AMD|ROCm|HIP|MI\d{3}[A-Z]*|Instinct"),
    (
        "cpu",
        r"Xeon|EPYC|CPU[- ]only|(?:on|for)\s+(?:an?\s+|the\s+)?CPUs?"
        r"|(?<![\w\s])\s*(?:option\s+\w+\s*[:.)-]\s*)?CPUs?"
        r"(?!\s*-?\s*(?:offload|memory|ram|pool|cache|swap|side|host))",
    ),
    ("npu", r"Ascend|NPUs?"),
    ("xpu", r"XPU|Intel\s+GPUs?|Arc"),
    ("hpu", r"Gaudi|HPU"),
    ("musa", r"MUSA|Moore\s+Threads"),
    ("mps", r"MPS|Apple\s+Silicon"),
    ("cuda", r"CUDA|NVIDIA|[HBA]\d{2,3}|GB\d{3}|Hopper|Blackwell"),
)
_PLATFORM = re.compile(
    "|".join(rf"(?P<{name}>\b(?:{pattern})\b)" for name, pattern in _PLATFORMS),
    re.IGNORECASE,
)


_OLDER_RELEASES = re.compile(
    r"\bv?\d+\.\d+(?:\.\d+)?(?:\.post\d+)?\s+(?:and|or)\s+(?:earlier|older|before|below|lower)\b"
    r"|\b(?:before|prior\s+to|older\s+than|up\s+to|until)\s+(?:sglang\s+)?v?\d+\.\d+"
    r"|(?:<=?|≤)\s*(?:sglang\s+)?v?\d+\.\d+",
    re.IGNORECASE,
)


def for_older_releases(section: Section) -> bool:
    """Whether a heading scopes its blocks to past releases ("SGLang 0.5.12 and earlier",
    "Before v0.5.20"): they show what those releases take, not what to run now."""
    return any(_OLDER_RELEASES.search(heading.text) for heading in section)


def platform_heading(section: Section) -> tuple[Heading, str] | None:
    """The innermost heading that names a platform, with that platform's name."""
    for heading in reversed(section):
        found = _PLATFORM.search(heading.text)
        if found is not None and found.lastgroup is not None:
            return heading, found.lastgroup
    return None
