import Foundation

// SwiftUI's conversions from its environment values to UIKit's traits (Apple's declarations in
// SwiftUI's interface: `extension UIKit.UIUserInterfaceStyle { public init(_ colorScheme:
// SwiftUICore.ColorScheme?) }`…). A nil SwiftUI value is UIKit's `unspecified`; the cases map by
// name (UIKit's cases: UIKit.framework/Headers/UIInterface.h, iPhoneOS26.2.sdk).

extension UIUserInterfaceStyle {
    /// A colour scheme as UIKit's interface style; nil is `unspecified`.
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init(_ colorScheme: ColorScheme?) {
        switch colorScheme {
        case .light: self = .light
        case .dark: self = .dark
        case nil: self = .unspecified
        }
    }
}

extension UIAccessibilityContrast {
    /// A colour scheme contrast as UIKit's accessibility contrast: standard is `normal`, increased
    /// is `high`, nil is `unspecified`.
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init(_ colorSchemeContrast: ColorSchemeContrast?) {
        switch colorSchemeContrast {
        case .standard: self = .normal
        case .increased: self = .high
        case nil: self = .unspecified
        }
    }
}

extension UITraitEnvironmentLayoutDirection {
    /// A layout direction as UIKit's trait.
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init(_ layoutDirection: LayoutDirection) {
        switch layoutDirection {
        case .leftToRight: self = .leftToRight
        case .rightToLeft: self = .rightToLeft
        }
    }
}

extension UILegibilityWeight {
    /// A legibility weight as UIKit's; nil is `unspecified`.
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init(_ legibilityWeight: LegibilityWeight?) {
        switch legibilityWeight {
        case .regular: self = .regular
        case .bold: self = .bold
        case nil: self = .unspecified
        }
    }
}

extension UIUserInterfaceSizeClass {
    /// A size class as UIKit's; nil is `unspecified`.
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init(_ sizeClass: UserInterfaceSizeClass?) {
        switch sizeClass {
        case .compact: self = .compact
        case .regular: self = .regular
        case nil: self = .unspecified
        }
    }
}

extension NSDirectionalEdgeInsets {
    /// SwiftUI's insets (by leading and trailing edge, as UIKit's directional ones are) as UIKit's.
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init(_ edgeInsets: EdgeInsets) {
        self.init(top: edgeInsets.top, leading: edgeInsets.leading, bottom: edgeInsets.bottom, trailing: edgeInsets.trailing)
    }
}

extension UIColor {
    /// A SwiftUI colour as a UIKit colour: it keeps the colour's name (a system colour's, or the
    /// components' `#RRGGBB`) and its opacity (with the factors `opacity(_:)` applied), so `Color(uiColor:)` gives the same colour back.
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public convenience init(_ color: Color) {
        self.init(_name: color.name, alpha: CGFloat(color.opacityValue))
    }
}
