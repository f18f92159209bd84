import Foundation

/// Where each panel goes at a given terminal size. Three arrangements, each using the room it
/// has: up to 149 columns the phone on the left, the hierarchy over the inspector on the right,
/// the log below; from 150 columns the phone, the hierarchy and the inspector side by side over
/// a log of half the height; in presentation mode no hierarchy, so the phone, the inspector and
/// the log are large. The step banner, when
/// there is one, gets the rows its explanation needs (it is never cut), above the log.
public struct NavigatorLayout: Equatable, Sendable {
    /// The smallest size the navigator draws at; below it, a message.
    public static let minimum = Size(width: 60, height: 16)
    /// From this width the hierarchy and the inspector stand side by side.
    public static let wideWidth = 150
    /// The fewest rows the phone and the panels beside it keep when the banner needs room.
    static let minimumTop = 8

    public var phone: Rect
    /// Nil in presentation mode (and when a long step explanation leaves only a few rows).
    public var hierarchy: Rect?
    public var inspector: Rect
    /// The source pane, when paused at code it can show: in the hierarchy's place, else (in
    /// presentation mode, beside the phone) the column beside the phone, the inspector under the
    /// phone when the phone leaves it the rows, else over the inspector.
    public var source: Rect?
    /// The step banner's rows, when paused.
    public var banner: Rect?
    public var log: Rect
    public var status: Rect

    /// `bannerLines`: the rows the step explanation needs (0: none); `hierarchyLines`: the rows
    /// the hierarchy would like (0: no preference); `crashed`: the phone's place holds the crash
    /// report, which gets at least half the width (a third when wide).
    /// `sourceLines`: the rows the source pane would like (0: no source pane). `topLines`: the
    /// rows the phone and the panels beside it need (0: all they can get); the rows they leave
    /// go to the log. `phoneLines`, `inspectorLines`: the rows the phone and the inspector (in the
    /// column beside the phone) need (0: unknown); `inspectorLinesUnderPhone`: the inspector's at
    /// the phone's width.
    public init?(
        size: Size, bannerLines: Int = 0, hierarchyLines: Int = 0, sourceLines: Int = 0, presentation: Bool = false,
        crashed: Bool = false, topLines: Int = 0, phoneLines: Int = 0, inspectorLines: Int = 0, inspectorLinesUnderPhone: Int = 0
    ) {
        self.init(
            size: size, bannerLines: bannerLines, hierarchyLines: sourceLines > 0 ? sourceLines - 2 : hierarchyLines,
            presentation: presentation, crashed: crashed, leavingInspector: sourceLines > 0 ? 5 : 7, topLines: topLines)
        guard sourceLines > 0 else { return }
        if let hierarchy {
            source = hierarchy
            self.hierarchy = nil
        } else {
            // Over the inspector: as many rows as it needs, up to half the column, or more when
            // the inspector needs fewer.
            let half = min(sourceLines, max(4, inspector.height / 2))
            let rows = max(half, min(sourceLines, inspectorLines > 0 ? inspector.height - inspectorLines : 0))
            // Presenting code too long for that, the phone leaving rows: the inspector goes under
            // the phone and the code takes the whole column (a creator's closure shows), when that
            // hides fewer rows than it.
            let hiddenBeside = sourceLines - rows
            let hiddenUnder = inspectorLinesUnderPhone - (phone.height - phoneLines)
            if hiddenBeside > 0, presentation, phoneLines > 0, phoneLines + 6 <= phone.height,
                hiddenUnder + max(0, sourceLines - inspector.height) < hiddenBeside
            {
                source = inspector
                inspector = Rect(x: phone.minX, y: phone.minY + phoneLines, width: phone.width, height: phone.height - phoneLines)
                phone = Rect(x: phone.minX, y: phone.minY, width: phone.width, height: phoneLines)
                return
            }
            source = Rect(x: inspector.minX, y: inspector.minY, width: inspector.width, height: rows)
            inspector = Rect(x: inspector.minX, y: inspector.minY + rows, width: inspector.width, height: inspector.height - rows)
        }
    }

    /// `leavingInspector`: the rows the inspector keeps under the hierarchy's place at least.
    private init?(
        size: Size, bannerLines: Int, hierarchyLines: Int, presentation: Bool, crashed: Bool, leavingInspector: Int, topLines: Int
    ) {
        guard size.width >= Self.minimum.width, size.height >= Self.minimum.height else { return nil }
        let available = size.height - 1
        let wide = size.width >= Self.wideWidth
        // The log is the lesson: three tenths of a small terminal, a third of a tall one, two
        // fifths when presenting, half of a wide one (its panels side by side need fewer rows).
        let share: (Int, Int) = wide && !presentation ? (1, 2) : presentation ? (2, 5) : size.height >= 36 ? (1, 3) : (3, 10)
        var logHeight = max(6, available * share.0 / share.1)
        var bannerHeight = bannerLines
        // The explanation comes first: the log, then the panels above give it their rows, down to
        // a log of two lines and panels of five rows (the smallest terminal still shows it whole).
        if available - logHeight - bannerHeight < Self.minimumTop { logHeight = max(4, available - bannerHeight - Self.minimumTop) }
        if available - logHeight - bannerHeight < 5 { bannerHeight = max(0, available - logHeight - 5) }
        var topHeight = available - logHeight - bannerHeight
        // What the panels above do not need goes to the log (down to the rows that keep the
        // hierarchy beside the phone).
        if topLines > 0, topLines < topHeight {
            let least = max(Self.minimumTop, presentation || wide ? 0 : 10)
            let spare = topHeight - max(topLines, min(least, topHeight))
            topHeight -= spare
            logHeight += spare
        }
        status = Rect(x: 0, y: available, width: size.width, height: 1)
        log = Rect(x: 0, y: topHeight + bannerHeight, width: size.width, height: logHeight)
        banner = bannerHeight > 0 ? Rect(x: 0, y: topHeight, width: size.width, height: bannerHeight) : nil
        if presentation {
            let phoneWidth = max(min(64, max(30, size.width * 2 / 5)), crashed ? size.width / 2 : 0)
            phone = Rect(x: 0, y: 0, width: phoneWidth, height: topHeight)
            hierarchy = nil
            inspector = Rect(x: phoneWidth, y: 0, width: size.width - phoneWidth, height: topHeight)
        } else if wide {
            let phoneWidth = max(min(56, max(36, size.width / 4)), crashed ? size.width / 3 : 0)
            let hierarchyWidth = (size.width - phoneWidth) * 2 / 5
            phone = Rect(x: 0, y: 0, width: phoneWidth, height: topHeight)
            hierarchy = Rect(x: phoneWidth, y: 0, width: hierarchyWidth, height: topHeight)
            inspector = Rect(
                x: phoneWidth + hierarchyWidth, y: 0, width: size.width - phoneWidth - hierarchyWidth, height: topHeight)
        } else if topHeight < 10 {
            // Squeezed by a long step explanation: the inspector keeps the column.
            let phoneWidth = max(min(48, max(30, size.width * 2 / 5)), crashed ? size.width / 2 : 0)
            phone = Rect(x: 0, y: 0, width: phoneWidth, height: topHeight)
            hierarchy = nil
            inspector = Rect(x: phoneWidth, y: 0, width: size.width - phoneWidth, height: topHeight)
        } else {
            let phoneWidth = max(min(48, max(30, size.width * 2 / 5)), crashed ? size.width / 2 : 0)
            let rightWidth = size.width - phoneWidth
            let most = max(5, topHeight - leavingInspector)
            let hierarchyHeight = hierarchyLines > 0 ? min(most, max(5, hierarchyLines + 2)) : max(5, topHeight * 2 / 5)
            phone = Rect(x: 0, y: 0, width: phoneWidth, height: topHeight)
            hierarchy = Rect(x: phoneWidth, y: 0, width: rightWidth, height: hierarchyHeight)
            inspector = Rect(x: phoneWidth, y: hierarchyHeight, width: rightWidth, height: topHeight - hierarchyHeight)
        }
    }

    /// The region the map of the flow takes: the hierarchy's and the inspector's together (the
    /// inspector's alone in presentation mode).
    public var map: Rect {
        guard let hierarchy else { return inspector }
        let minX = min(hierarchy.minX, inspector.minX)
        let minY = min(hierarchy.minY, inspector.minY)
        return Rect(
            x: minX, y: minY, width: max(hierarchy.maxX, inspector.maxX) - minX, height: max(hierarchy.maxY, inspector.maxY) - minY)
    }
}
