#!/usr/bin/env python3
"""Writes the model's font metrics (Sources/SwiftUIModel/Text/FontData/FontFaces+Generated.swift)
from open fonts' tables, read with fontTools.

San Francisco's metrics are not published and its licence forbids shipping them, so the model
measures text with metrically close open fonts (docs/FACTS.md, "Text metrics"):
  - SF Pro Text (below 20 pt) and SF Pro Display (20 pt and up): Inter and Inter Display
    (Debian's fonts-inter 4.x, SIL Open Font License 1.1), nine weights each;
  - SF Mono: Noto Sans Mono; New York: Noto Serif (Debian's fonts-noto-*, OFL 1.1).
Per face: units per em, ascender, descender, line gap, cap height, x-height, average width, and
the advance width of every code point in the ranges below, as 4 hex digits each (a string
literal, which the compiler reads at once where an array literal of this size takes seconds).

It also writes San Francisco's own published numbers (Sources/SwiftUIModel/Text/FontData/
SanFrancisco+Generated.swift): the vertical metrics SF has on iOS, capsize's entry for the system
font (kept for comparison), and the SF Pro and New York tracking tables by point size, each from the
source named at its table below. That part needs no fonts: `--sf-only` writes it alone.

Widths are not scaled. capsize puts Inter's average advance 14.7% above the system font's (978
against 853 per 2048 em), but capsize measures the macOS system font (SFNS.ttf, a variable font) at
its default instance, which is a display optical size: the same weighting gives Inter Display about
873. At text sizes iOS's own advances (a harvest of UIFont's per-character advances on iOS 26.1) are
Inter's plus SF's tracking to within half a per cent over the lines of the course's two lessons, and
SwiftUI frames measured on iOS 16 and 17 agree (docs/FACTS.md, "Text metrics"). The model adds the
tracking and blends Inter with Inter Display between 17 and 28 points instead (`FontFaces`).

Set-up:  apt-get install fonts-inter fonts-noto-core fonts-noto-mono; pip install fonttools
Run:     python3 scripts/fonts/generate-font-metrics.py            (both files)
         python3 scripts/fonts/generate-font-metrics.py --sf-only  (San Francisco's numbers only)
"""
import os
import sys

INTER = "/usr/share/fonts/opentype/inter"
NOTO = "/usr/share/fonts/truetype/noto"
WEIGHTS = [("ultraLight", "ExtraLight"), ("thin", "Thin"), ("light", "Light"), ("regular", "Regular"),
           ("medium", "Medium"), ("semibold", "SemiBold"), ("bold", "Bold"), ("heavy", "ExtraBold"),
           ("black", "Black")]
# SwiftUI's ultraLight is lighter than thin (UIFont.Weight -0.8 < -0.6); Inter's Thin (100) is
# lighter than its ExtraLight (200), so the two lightest map across.
WEIGHTS[0], WEIGHTS[1] = ("ultraLight", "Thin"), ("thin", "ExtraLight")
RANGES = [(0x0020, 0x024F), (0x0370, 0x03FF), (0x0400, 0x04FF), (0x2000, 0x206F),
          (0x20A0, 0x20CF), (0x2100, 0x21FF)]

FACES = []
for design, family in [("text", "Inter"), ("display", "InterDisplay")]:
    for weight, style in WEIGHTS:
        FACES.append((f"{family}-{style}", design, weight, f"{INTER}/{family}-{style}.otf"))
for weight, style in [("regular", "Regular"), ("bold", "Bold")]:
    FACES.append((f"NotoSansMono-{style}", "monospaced", weight, f"{NOTO}/NotoSansMono-{style}.ttf"))
    FACES.append((f"NotoSerif-{style}", "serif", weight, f"{NOTO}/NotoSerif-{style}.ttf"))


def face_literal(name, design, weight, path):
    from fontTools.ttLib import TTFont
    font = TTFont(path)
    cmap, hmtx = font.getBestCmap(), font["hmtx"]
    os2, hhea = font["OS/2"], font["hhea"]
    missing = hmtx[".notdef"][0]
    ranges = []
    for start, end in RANGES:
        advances = "".join(f"{hmtx[cmap[cp]][0] if cp in cmap else 0xFFFF:04x}" for cp in range(start, end + 1))
        ranges.append(f"            (0x{start:04X}, \"{advances}\"),")
    return "\n".join([
        f"        FontFaceData(name: \"{name}\", design: .{design}, weight: \"{weight}\",",
        f"            unitsPerEm: {font['head'].unitsPerEm}, ascender: {hhea.ascent}, descender: {hhea.descent},",
        f"            lineGap: {hhea.lineGap}, capHeight: {os2.sCapHeight}, xHeight: {os2.sxHeight},",
        f"            averageAdvance: {os2.xAvgCharWidth}, notdefAdvance: {missing}, ranges: [",
        *ranges,
        "        ]),",
    ])

# San Francisco's vertical metrics on iOS, in units of 2048 per em: UIFont's ascender, descender,
# leading, cap height and x-height of the system font (.SFUI) at 12, 13 and 17 points, as harvested
# on iOS 26.1 by github.com/Vercantez/openuikit (its uikit/Sources/OpenUIKit/Resources/
# font_metrics_ios.json, quoted in its SFUI table: 17 pt ascender 16.1865234375, descender
# -4.1005859375, leading 0, cap height 11.97802734375, x-height 8.9482421875, line height
# 20.287109375; the three sizes agree in em). UIFont.systemFont(ofSize: 17).lineHeight is the same
# 20.287109375 in public tests of iOS 11 and of Messages on iOS 26.5 and 27.0.
SF_IOS = dict(unitsPerEm=2048, ascender=1950, descender=494, lineGap=0, capHeight=1443, xHeight=1078)

# capsize's `appleSystem` entry (github.com/seek-oss/capsize at
# d6763d0657ea544079c757b4036ce7c475565f5f, packages/metrics/scripts/systemFonts.json, family
# "-apple-system", which capsize names appleSystem): the macOS system font, SFNS.ttf. Kept for
# comparison: its ascent and descent give 20.02 points of line at 17 points where iOS gives 20.29,
# and SwiftUI's measured frames (15.67 at 13 points, 24 at 20) follow iOS's.
SF_CAPSIZE = dict(unitsPerEm=2048, ascent=1980, descent=-432, lineGap=0, capHeight=1443, xHeight=1040, xWidthAvg=853)
# capsize's Inter (Google Fonts, the same commit's history: packages/metrics/scripts/googleFonts.json at
# 67ffccaad43eaab1fe355ca5b72201a3d6fa4917): xWidthAvg 978 regular, 1008 bold.
INTER_CAPSIZE = dict(unitsPerEm=2048, xWidthAvg=978)

# Apple's tracking tables ("Tracking values", Human Interface Guidelines, Typography), in 1/1000 em,
# as transcribed by github.com/charliecm/figma-fix-sf (code.ts at
# b5b5a7276117e8d073e1e3fba7280ccffd4f26da: TRACKING_DEFAULT for the variable "SF Pro",
# TRACKING_NEW_YORK). A size missing from the table takes the last one below it; a size below the
# first takes the first; SF Pro's ends at 80 points and New York's at 261 with 0 (the plugin's
# SIZE_MAX and SIZE_MAX_NEW_YORK). The HIG's points column rounds these (17 pt: -26/1000 em, -0.442 pt; the HIG
# prints -0.43).
SF_PRO_TRACKING = {6: 41, 7: 34, 8: 26, 9: 19, 10: 12, 11: 6, 12: 0, 13: -6, 14: -11, 15: -16, 16: -20,
                   17: -26, 18: -25, 19: -24, 20: -23, 21: -18, 22: -12, 23: -4, 24: 3, 25: 6, 26: 8,
                   27: 11, 28: 14, 31: 13, 33: 12, 35: 11, 36: 10, 41: 9, 44: 8, 49: 7, 52: 6, 58: 5,
                   60: 4, 66: 3, 68: 2, 76: 1, 80: 0}
NEW_YORK_TRACKING = {6: 40, 7: 32, 8: 25, 9: 20, 10: 16, 11: 11, 12: 6, 13: 4, 14: 2, 15: 0, 16: -2,
                     17: -4, 18: -6, 19: -8, 20: -10, 23: -11, 26: -12, 31: -13, 34: -14, 54: -15,
                     70: -16, 180: -17, 220: -18, 261: 0}


def filled(table):
    """The table for every whole point size from its first to its last entry."""
    sizes = sorted(table)
    out, value = [], table[sizes[0]]
    for size in range(sizes[0], sizes[-1] + 1):
        value = table.get(size, value)
        out.append(value)
    return sizes[0], out


def sf_text():
    def row(name, table):
        first, values = filled(table)
        return (f"    static let {name} = TrackingTable(firstSize: {first}, perMille: [\n"
                + "\n".join("        " + ", ".join(str(v) for v in values[i:i + 16]) + "," for i in range(0, len(values), 16))
                + "\n    ])")
    m, c = SF_IOS, SF_CAPSIZE
    return f"""// Generated by scripts/fonts/generate-font-metrics.py from San Francisco's published numbers; the
// sources are cited in the script beside each table. Do not edit; run the script again.

extension SanFrancisco {{
    /// SF's vertical metrics on iOS (UIFont's, harvested on iOS 26.1 by Vercantez/openuikit), in
    /// font units.
    static let iOS = VerticalMetrics(unitsPerEm: {m['unitsPerEm']}, ascender: {m['ascender']}, descender: {m['descender']},
                                     lineGap: {m['lineGap']}, capHeight: {m['capHeight']}, xHeight: {m['xHeight']})
    /// capsize's `appleSystem` (macOS SFNS) for comparison: its average advance, {c['xWidthAvg']} units, is
    /// SF's at its default, display, optical size (capsize's Inter: {INTER_CAPSIZE['xWidthAvg']}).
    static let capsizeAppleSystem = VerticalMetrics(unitsPerEm: {c['unitsPerEm']}, ascender: {c['ascent']}, descender: {-c['descent']},
                                                    lineGap: {c['lineGap']}, capHeight: {c['capHeight']}, xHeight: {c['xHeight']})
    static let capsizeAverageAdvance = (appleSystem: {c['xWidthAvg']}, inter: {INTER_CAPSIZE['xWidthAvg']})

    /// Apple's tracking by point size, in 1/1000 em (the HIG's "Tracking values", transcribed by
    /// charliecm/figma-fix-sf): SF Pro, and New York.
{row('sfProTracking', SF_PRO_TRACKING)}
{row('newYorkTracking', NEW_YORK_TRACKING)}
}}
"""


def write_sf():
    here = os.path.dirname(os.path.abspath(__file__))
    out = os.path.join(here, "..", "..", "Sources", "SwiftUIModel", "Text", "FontData", "SanFrancisco+Generated.swift")
    with open(out, "w") as f:
        f.write(sf_text())
    print(f"wrote {os.path.normpath(out)}")


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    out = os.path.join(here, "..", "..", "Sources", "SwiftUIModel", "Text", "FontData", "FontFaces+Generated.swift")
    body = "\n".join(face_literal(*face) for face in FACES)
    text = f"""// Generated by scripts/fonts/generate-font-metrics.py from the fonts' metrics (not their outlines):
// Inter 4.0 beta 7 (Debian fonts-inter 4.0~beta7+ds-1), Copyright 2016-2022 The Inter Project Authors;
// Noto Sans Mono and Noto Serif (Debian fonts-noto-core/-mono 20201225-1), Copyright Google LLC;
// both under the SIL Open Font License 1.1 (scripts/fonts/OFL.txt). Do not edit; run the script again.

extension FontFaceData {{
    /// Advance widths are 4 hex digits per code point from each range's start; ffff: no glyph.
    static let all: [FontFaceData] = [
{body}
    ]
}}
"""
    with open(out, "w") as f:
        f.write(text)
    print(f"wrote {os.path.normpath(out)}: {len(FACES)} faces, {sum(e - s + 1 for s, e in RANGES)} code points each")


if __name__ == "__main__":
    write_sf()
    if "--sf-only" not in sys.argv[1:]:
        main()
