import Foundation

/// Core Graphics' drawing context, as an image renderer's `cgContext` gives it. Linux has no Core
/// Graphics, and the simulated screen shows images by name and size, so no pixel is drawn; what an
/// app can read back is kept as Core Graphics keeps it: the graphics state (colours, line width,
/// the current transformation matrix) with `saveGState`/`restoreGState`, and the current path,
/// which painting it (`fillPath`, `strokePath`, `drawPath(using:)`) consumes. Each painting is
/// counted in `paintedPaths` (a test, or a curious app, can see that something was drawn).
public final class CGContext {
    struct GraphicsState {
        var fillColor = CGColor.black
        var strokeColor = CGColor.black
        var lineWidth: CGFloat = 1
        var alpha: CGFloat = 1
        var transform = CGAffineTransform.identity
    }

    private var state = GraphicsState()
    private var saved: [GraphicsState] = []
    /// The current path's points, in the context's (untransformed) coordinates.
    private var pathPoints: [CGPoint] = []
    private var lastPoint: CGPoint?

    /// How many times a path or rectangle was painted.
    public private(set) var paintedPaths = 0

    init() {}

    // MARK: - Graphics state

    public func saveGState() { saved.append(state) }
    public func restoreGState() { if let last = saved.popLast() { state = last } }
    public func setFillColor(_ color: CGColor) { state.fillColor = color }
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }
    public func setLineWidth(_ width: CGFloat) { state.lineWidth = width }
    public func setAlpha(_ alpha: CGFloat) { state.alpha = alpha }
    public func setLineCap(_ cap: CGLineCap) {}
    public func setLineJoin(_ join: CGLineJoin) {}
    public func setBlendMode(_ mode: CGBlendMode) {}
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {}

    /// The fill colour, stroke colour and line width set now (Core Graphics has no getters for
    /// these; they are here for tests).
    public var fillColor: CGColor { state.fillColor }
    public var strokeColor: CGColor { state.strokeColor }
    public var lineWidth: CGFloat { state.lineWidth }

    /// The current transformation matrix.
    public var ctm: CGAffineTransform { state.transform }
    public func translateBy(x: CGFloat, y: CGFloat) { state.transform = state.transform.translatedBy(x: x, y: y) }
    public func rotate(by angle: CGFloat) { state.transform = state.transform.rotated(by: angle) }
    public func scaleBy(x: CGFloat, y: CGFloat) { state.transform = state.transform.scaledBy(x: x, y: y) }
    public func concatenate(_ transform: CGAffineTransform) { state.transform = transform.concatenating(state.transform) }

    // MARK: - The current path

    public func beginPath() {
        pathPoints = []
        lastPoint = nil
    }

    public func move(to point: CGPoint) {
        pathPoints.append(point)
        lastPoint = point
    }

    public func addLine(to point: CGPoint) {
        pathPoints.append(point)
        lastPoint = point
    }

    public func addLines(between points: [CGPoint]) {
        pathPoints += points
        lastPoint = points.last ?? lastPoint
    }

    public func addRect(_ rect: CGRect) {
        pathPoints += [rect.origin, CGPoint(x: rect.maxX, y: rect.maxY)]
        lastPoint = rect.origin
    }

    public func addRects(_ rects: [CGRect]) { for rect in rects { addRect(rect) } }

    public func addEllipse(in rect: CGRect) {
        pathPoints += [rect.origin, CGPoint(x: rect.maxX, y: rect.maxY)]
        lastPoint = CGPoint(x: rect.maxX, y: rect.midY)
    }

    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        pathPoints += [CGPoint(x: center.x - radius, y: center.y - radius), CGPoint(x: center.x + radius, y: center.y + radius)]
        lastPoint = CGPoint(x: center.x + radius * cos(endAngle), y: center.y + radius * sin(endAngle))
    }

    public func closePath() {}

    /// Whether the current path has nothing in it.
    public var isPathEmpty: Bool { pathPoints.isEmpty }
    /// The last point added to the current path (`.zero` when it is empty, as in Core Graphics).
    public var currentPointOfPath: CGPoint { lastPoint ?? .zero }
    /// The smallest rectangle holding the current path (`.null` when it is empty).
    public var boundingBoxOfPath: CGRect {
        guard let first = pathPoints.first else { return .null }
        return pathPoints.dropFirst().reduce(CGRect(origin: first, size: .zero)) { box, point in
            box.union(CGRect(origin: point, size: .zero))
        }
    }

    // MARK: - Painting (each consumes the current path)

    public func drawPath(using mode: CGPathDrawingMode) { paint() }
    public func fillPath() { paint() }
    public func strokePath() { paint() }
    public func fill(_ rect: CGRect) { paintedPaths += 1 }
    public func fill(_ rects: [CGRect]) { paintedPaths += rects.count }
    public func stroke(_ rect: CGRect) { paintedPaths += 1 }
    public func stroke(_ rect: CGRect, width: CGFloat) { paintedPaths += 1 }
    public func fillEllipse(in rect: CGRect) { paintedPaths += 1 }
    public func strokeEllipse(in rect: CGRect) { paintedPaths += 1 }
    public func strokeLineSegments(between points: [CGPoint]) { paintedPaths += 1 }
    public func clear(_ rect: CGRect) {}
    public func clip() { beginPath() }
    public func clip(to rect: CGRect) {}

    private func paint() {
        if !pathPoints.isEmpty { paintedPaths += 1 }
        beginPath()
    }
}

/// How `drawPath(using:)` paints the current path.
public enum CGPathDrawingMode: Int32, Sendable { case fill, eoFill, stroke, fillStroke, eoFillStroke }
/// How a stroked line ends.
public enum CGLineCap: Int32, Sendable { case butt, round, square }
/// How stroked lines join.
public enum CGLineJoin: Int32, Sendable { case miter, round, bevel }
