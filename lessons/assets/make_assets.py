#!/usr/bin/env python3
"""Makes the course's pictures as small flat-colour PNGs whose pixel size is what the lessons
state (lesson 8: "The file is 1200 pixels wide", a picture "three wide to two tall", 1200 x 800).

Standard library only (zlib). Each file is a 1-bit palette PNG: the first palette entry is the
picture's colour, which the harness reads for the picture of the screen. Run it from this folder:
    python3 make_assets.py
"""
import struct
import zlib

def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

def png(width, height, rgb):
    header = struct.pack(">IIBBBBB", width, height, 1, 3, 0, 0, 0)  # 1 bit, palette
    row = b"\x00" + b"\x00" * ((width + 7) // 8)
    pixels = zlib.compress(row * height, 9)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"PLTE", bytes(rgb))
            + chunk(b"IDAT", pixels) + chunk(b"IEND", b""))

# name: (width, height, colour)
PICTURES = {
    "seattle.png": (1200, 800, (0x4A, 0x6F, 0x8C)),
    "seattle@3x.png": (1200, 800, (0x4A, 0x6F, 0x8C)),
    "vancouver.png": (1200, 800, (0x3E, 0x7D, 0x5A)),
    "atacama.png": (1200, 800, (0xC2, 0x7A, 0x4B)),
}

for name, (w, h, colour) in PICTURES.items():
    with open(name, "wb") as f:
        f.write(png(w, h, colour))
    print(name, w, "x", h)
