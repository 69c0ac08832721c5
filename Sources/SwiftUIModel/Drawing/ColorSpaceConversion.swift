import Foundation

/// The conversions between the colour spaces a `Color` can be given in, in `Float` as SwiftUI
/// computes them.
enum ColorSpaceConversion {
    /// sRGB's transfer function, decoding (IEC 61966-2-1: linear below 0.04045, else
    /// ((v + 0.055) / 1.055)^2.4), odd-symmetric for extended values. The terms are arranged as
    /// SwiftUI arranges them (v · (1/1.055) + 0.055 · (1/1.055)): in `Float` this rounds 0.3 to
    /// 0.29999998 on the way back, which is why SwiftUI describes it as `4C` (OpenSwiftUI, commit
    /// 069dd80, `sRGBToLinear` with `_alignWithSwiftUIImplementation`).
    static func linear(fromSRGB value: Float) -> Float {
        let magnitude = value > 0 ? value : -value
        let result: Float
        if magnitude <= 0.04045 {
            result = magnitude * (1 / 12.92)
        } else if magnitude == 1 {
            result = 1
        } else {
            result = pow(magnitude * (1 / 1.055) + 0.055 * (1 / 1.055), 2.4)
        }
        return value > 0 ? result : -result
    }

    /// sRGB's transfer function, encoding (IEC 61966-2-1: 12.92 · v below 0.0031308, else
    /// 1.055 · v^(1/2.4) − 0.055), odd-symmetric for extended values.
    static func sRGB(fromLinear value: Float) -> Float {
        let magnitude = value > 0 ? value : -value
        let result: Float
        if magnitude <= 0.0031308 {
            result = magnitude * 12.92
        } else if magnitude == 1 {
            result = 1
        } else {
            result = pow(magnitude, 1 / 2.4) * 1.055 - 0.055
        }
        return value > 0 ? result : -result
    }

    /// Linear Display P3 to linear sRGB: the matrix that maps P3's primaries (SMPTE EG 432-1,
    /// D65 white) to sRGB's (ITU-R BT.709), to four decimals, as SwiftUI uses it (OpenSwiftUI,
    /// commit 069dd80, `Color.Resolved.init(linearDisplayP3Red:green:blue:opacity:)`; CSS Color 4,
    /// §"Sample code for color conversions", gives the same matrix to more places).
    static func linearSRGB(fromLinearDisplayP3 p3: (Float, Float, Float)) -> (red: Float, green: Float, blue: Float) {
        let (r, g, b) = p3
        return (r * 1.2249 + g * -0.2247,
                r * -0.0420 + g * 1.0419,
                r * -0.0197 + g * -0.0786 + b * 1.0979)
    }
}
