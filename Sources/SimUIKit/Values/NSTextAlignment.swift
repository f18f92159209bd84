import Foundation

/// Text alignment (kept; the terminal aligns nothing).
public enum NSTextAlignment: Int, Sendable { case left, center, right, justified, natural }
