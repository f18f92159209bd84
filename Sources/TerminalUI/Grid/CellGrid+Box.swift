extension CellGrid {
    /// Draws a border around `rect` (clipped), with an optional title in the
    /// top edge (`┌ Title ──┐`), truncated with an ellipsis when too long.
    /// Rectangles smaller than 2x2 draw nothing.
    /// `titleStyle`: the title's own style (the edges' when nil).
    public mutating func drawBox(
        _ rect: Rect, title: String? = nil, style: Style = .plain, titleStyle: Style? = nil, charset: BoxCharset = .unicode
    ) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let top = rect.minY
        let bottom = rect.maxY - 1
        let left = rect.minX
        let right = rect.maxX - 1
        let horizontal = String(repeating: charset.horizontal, count: rect.width - 2)
        put(String(charset.topLeft) + horizontal + String(charset.topRight), x: left, y: top, style: style)
        put(String(charset.bottomLeft) + horizontal + String(charset.bottomRight), x: left, y: bottom, style: style)
        for y in (top + 1)..<bottom {
            put(String(charset.vertical), x: left, y: y, style: style)
            put(String(charset.vertical), x: right, y: y, style: style)
        }
        if let title, !title.isEmpty, rect.width >= 5 {
            let room = rect.width - 4
            let shown = TextLayout.truncate(title, toWidth: room, charset: charset)
            put(" " + shown + " ", x: left + 1, y: top, style: titleStyle ?? style, maxWidth: rect.width - 2)
        }
    }

    /// Draws a horizontal divider across `rect` at row `y`, joined to the
    /// box's edges with tees (`├───┤`).
    public mutating func drawDivider(in rect: Rect, y: Int, style: Style = .plain, charset: BoxCharset = .unicode) {
        guard rect.width >= 2 else { return }
        let line =
            String(charset.teeLeft) + String(repeating: charset.horizontal, count: rect.width - 2)
            + String(charset.teeRight)
        put(line, x: rect.minX, y: y, style: style)
    }
}
