"""Charts drawn on the server as SVG: readable without JavaScript, each with a title, a
description and a table of the same figures (templates/learners/_*.html draw them).

Geometry only: labels and figures come from the caller already in the learner's words."""

from dataclasses import dataclass

WIDTH = 400  # viewBox units; the SVG scales to its box (CSS), text with it
ROW = 46  # a bar row: its label line above, the bar below
BAR = 18
LEFT = 4
LABEL_CHARS = 42  # labels longer than this (at 16 px, semibold) would run past the chart


@dataclass(frozen=True)
class Segment:
    css: str  # "won", "lost", "score"…
    x: float
    width: float
    value: int


@dataclass(frozen=True)
class BarRow:
    label: str
    text: str  # the figures of the row in words (its <title> and table cell)
    y: float  # top of the label line
    bar_y: float
    segments: tuple

    @property
    def label_fit(self):
        """The width a long label is squeezed into (SVG text does not wrap); None when it fits."""
        return WIDTH - 2 * LEFT if len(self.label) > LABEL_CHARS else None


@dataclass(frozen=True)
class BarChart:
    rows: tuple
    width: int
    height: int
    scale_max: int

    @property
    def bar_height(self):
        return BAR


def bar_chart(rows, *, scale_max=None):
    """rows: [(label, text, [(css, value), ...]), ...] -> a BarChart of stacked horizontal bars."""
    totals = [sum(value for _css, value in parts) for _label, _text, parts in rows]
    top = scale_max or max(totals, default=0) or 1
    usable = WIDTH - 2 * LEFT
    out = []
    for index, (label, text, parts) in enumerate(rows):
        y = index * ROW
        x = LEFT
        segments = []
        for css, value in parts:
            width = usable * value / top
            if value:
                segments.append(Segment(css, round(x, 1), round(width, 1), value))
            x += width
        out.append(BarRow(label, text, y, y + 22, tuple(segments)))
    return BarChart(tuple(out), WIDTH, max(ROW * len(rows), ROW), top)


@dataclass(frozen=True)
class Point:
    x: float
    y: float
    label: str  # the point in words (its <title>)
    css: str


@dataclass(frozen=True)
class LineChart:
    points: tuple
    path: str
    width: int
    height: int
    gridlines: tuple  # ((y, label), ...)

    @property
    def left(self):
        return PLOT_LEFT


PLOT_TOP, PLOT_BOTTOM, PLOT_LEFT, PLOT_RIGHT = 10, 150, 56, WIDTH - 10


def percent_line(values):
    """values: [(percent 0-100, label in words, css), ...] in time order -> a LineChart."""
    height = PLOT_BOTTOM + 10
    span = PLOT_BOTTOM - PLOT_TOP

    def y_of(percent):
        return round(PLOT_BOTTOM - span * percent / 100, 1)

    count = len(values)
    step = (PLOT_RIGHT - PLOT_LEFT) / (count - 1) if count > 1 else 0
    points = tuple(
        Point(
            round(PLOT_LEFT + (index * step if count > 1 else (PLOT_RIGHT - PLOT_LEFT) / 2), 1),
            y_of(p),
            label,
            css,
        )
        for index, (p, label, css) in enumerate(values)
    )
    path = " ".join(("M" if i == 0 else "L") + f"{pt.x},{pt.y}" for i, pt in enumerate(points))
    grid = tuple((y_of(p), f"{p} %") for p in (0, 50, 100))
    return LineChart(points, path, WIDTH, height, grid)
