import Foundation

/// A date picker. Drawn as its value; the simulated finger does not spin it (set `date` in
/// code). Shown in the picker's `timeZone` (else the machine's), in a fixed format so that
/// screens read the same everywhere: `2026-11-29`, `14:05`, `2026-11-29 14:05`, `1:30` (a
/// countdown's hours and minutes).
open class UIDatePicker: UIControl {
    public enum Mode: Int, Sendable { case time, date, dateAndTime, countDownTimer }
    public enum Style: Int, Sendable { case automatic, wheels, compact, inline }

    open var datePickerMode: Mode = .dateAndTime
    open var preferredDatePickerStyle: Style = .automatic
    public var datePickerStyle: Style { preferredDatePickerStyle == .automatic ? .compact : preferredDatePickerStyle }
    open var minimumDate: Date?
    open var maximumDate: Date?
    open var timeZone: TimeZone?
    open var locale: Locale?
    open var minuteInterval = 1
    open var countDownDuration: TimeInterval = 0
    private var storedDate = Date()

    /// The date, kept between the minimum and maximum dates, as UIKit keeps it.
    open var date: Date {
        get { storedDate }
        set {
            var value = newValue
            if let minimumDate, value < minimumDate { value = minimumDate }
            if let maximumDate, value > maximumDate { value = maximumDate }
            storedDate = value
        }
    }

    open func setDate(_ date: Date, animated: Bool) { self.date = date }

    nonisolated override class var storyboardAttributes: [String] {
        super.storyboardAttributes + ["datePickerMode", "style", "minuteInterval"]
    }

    override func decode(fromStoryboard element: ViewElement) {
        super.decode(fromStoryboard: element)
        switch element.attributes["datePickerMode"] {
        case "date": datePickerMode = .date
        case "time": datePickerMode = .time
        case "countDownTimer": datePickerMode = .countDownTimer
        default: datePickerMode = .dateAndTime
        }
        switch element.attributes["style"] {
        case "wheels": preferredDatePickerStyle = .wheels
        case "compact": preferredDatePickerStyle = .compact
        case "inline": preferredDatePickerStyle = .inline
        default: break
        }
        minuteInterval = element.int("minuteInterval") ?? 1
        minimumDate = element.dates["minimumDate"].map(Date.init(timeIntervalSinceReferenceDate:))
        maximumDate = element.dates["maximumDate"].map(Date.init(timeIntervalSinceReferenceDate:))
        if let date = element.dates["date"] { self.date = Date(timeIntervalSinceReferenceDate: date) }
    }

    /// Its value as text, in a box; a tap flicks its first wheel on by one step.
    override func addToScreen(_ screen: inout ScreenBuilder) {
        screen.add(
            .picker, displayText, for: self, enabled: isEnabled, taps: [.advance],
            tap: { [weak self] in self?.simulateSpin() }, choose: { [weak self] text in self?.simulatePick(text) ?? false })
    }

    /// A finger choosing the value written as the screen shows it (`2026-12-24`, `14:05`,
    /// `2026-12-24 14:05`, a countdown's `1:30`), in the picker's time zone; a time keeps the
    /// day. False, and nothing sent, when the text is not such a value.
    func simulatePick(_ text: String) -> Bool {
        if datePickerMode == .countDownTimer {
            let parts = text.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count == 2, let hours = Int(parts[0]), let minutes = Int(parts[1]), hours >= 0, (0..<60).contains(minutes)
            else { return false }
            countDownDuration = TimeInterval(hours * 3600 + minutes * 60)
            sendActions(for: .valueChanged)
            return true
        }
        let formatter = displayFormatter
        guard let parsed = formatter.date(from: text), formatter.string(from: parsed) == text else { return false }
        // The wheels the mode shows change; the rest of the date stays (a time keeps its day, a
        // day keeps its time).
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = formatter.timeZone
        let shown: Set<Calendar.Component> =
            switch datePickerMode {
            case .time: [.hour, .minute]
            case .date: [.year, .month, .day]
            case .dateAndTime, .countDownTimer: [.year, .month, .day, .hour, .minute]
            }
        var components = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        let picked = calendar.dateComponents(shown, from: parsed)
        for component in shown {
            components.setValue(picked.value(for: component), for: component)
        }
        if shown.contains(.minute) { components.second = 0 }
        guard let result = calendar.date(from: components) else { return false }
        simulatePick(result)
        return true
    }

    /// A finger choosing `date` (on the wheels or in the calendar): kept within the minimum and
    /// maximum, then `.valueChanged`, as UIKit sends it.
    public func simulatePick(_ date: Date) {
        self.date = date
        sendActions(for: .valueChanged)
    }

    /// A finger flicking the first wheel one step on: the next day (date modes), the next
    /// `minuteInterval` minutes (time and countdown), then `.valueChanged`.
    public func simulateSpin() {
        let minutes = TimeInterval(max(1, min(minuteInterval, 30))) * 60
        switch datePickerMode {
        case .countDownTimer:
            countDownDuration = (countDownDuration + minutes).truncatingRemainder(dividingBy: 86_400)
            sendActions(for: .valueChanged)
        case .time: simulatePick(date.addingTimeInterval(minutes))
        case .date, .dateAndTime: simulatePick(date.addingTimeInterval(86_400))
        }
    }

    /// What the screen shows.
    var displayText: String {
        if datePickerMode == .countDownTimer {
            let minutes = Int(max(0, min(countDownDuration, 86_340)) / 60)
            let rest = minutes % 60
            return "\(minutes / 60):" + (rest < 10 ? "0\(rest)" : "\(rest)")
        }
        return displayFormatter.string(from: date)
    }

    /// The form the screen shows a date in, in the picker's time zone.
    private var displayFormatter: DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = timeZone ?? .current
        switch datePickerMode {
        case .time: formatter.dateFormat = "HH:mm"
        case .date: formatter.dateFormat = "yyyy-MM-dd"
        case .dateAndTime, .countDownTimer: formatter.dateFormat = "yyyy-MM-dd HH:mm"
        }
        return formatter
    }
}
