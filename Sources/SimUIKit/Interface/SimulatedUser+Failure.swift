import Foundation

extension SimulatedUser {
    /// Why an action of the simulated user could not be done; the app is as it was.
    public struct Failure: Error, Equatable, Sendable, CustomStringConvertible {
        /// Why, typed.
        public var reason: Reason

        /// A failure for `reason`.
        public init(_ reason: Reason) {
            self.reason = reason
        }

        /// What went wrong, for a person, with queries and suggestions spelled as Swift calls.
        public var description: String { message(.swift) }

        /// An element that matched a query, among others.
        public struct Candidate: Equatable, Sendable {
            public var kind: ScreenElement.Kind
            public var text: String
            /// Its place among the matches, in reading order, from 0.
            public var index: Int
        }

        /// A table or a collection view.
        public enum List: String, Equatable, Sendable {
            case table, collection
        }

        /// Why an action could not be done.
        public enum Reason: Equatable, Sendable {
            /// Nothing on screen matches; `visible` are the texts on screen.
            case noMatch(ElementQuery, visible: [String])
            /// The query's `index` is past the last of its matches.
            case indexOutOfRange(ElementQuery, matches: Int)
            /// Several elements that do something when tapped match.
            case ambiguous(ElementQuery, candidates: [Candidate])
            /// The element is disabled.
            case disabled(ElementQuery)
            /// A tap on the element does nothing (a plain label, a view no finger reaches).
            case doesNothing(ElementQuery, ScreenElement.Kind)
            case noBackButton
            case noTabBar
            /// No tab has this title; `tabs` are the titles there are.
            case noSuchTab(String, tabs: [String])
            case noTextField
            /// Return was pressed with no text input being edited.
            case keyboardDown
            case nothingPresented
            /// The presentation is not a sheet: a swipe down does nothing.
            case notSwipeable(ObjectRef, UIModalPresentationStyle)
            /// The app is not active (it is in the background already, or not launched).
            case notActive
            case notInBackground
            /// No scheduled notification matches (`pending` are the identifiers of those there
            /// are), or the app was not allowed to notify.
            case noNotification(String?, pending: [String])
            /// The notification's category offers no action with this identifier.
            case noNotificationAction(String, offered: [String])
            /// No table or collection view on screen.
            case noList
            case noSection(List, section: Int, sections: Int)
            case noRow(List, IndexPath, rows: Int)
            /// The action needs a table; the list on screen is a collection view.
            case notATable
            case noAccessoryButton(IndexPath)
            /// A swipe in editing mode does nothing.
            case swipeWhileEditing(IndexPath)
            /// The row offers no swipe actions.
            case noSwipeActions(IndexPath)
            /// Delete controls show only in editing mode.
            case notEditing(IndexPath)
            /// The row's editing style is not delete.
            case noDeleteControl(IndexPath)
            /// The row's Delete button is not revealed.
            case deleteNotRevealed(IndexPath)
            /// Reorder controls show only in editing mode.
            case notEditingToMove(IndexPath)
            /// The data source does not let the row move (`canMoveRowAt`, or no `moveRowAt`).
            case cannotMove(IndexPath)
            case noDatePicker
            /// The element found is not a date picker.
            case notADatePicker(ElementQuery, ScreenElement.Kind)
            /// The text is no date in the form the picker shows (`shown`).
            case notADate(String, shown: String)
        }

        /// An action a message suggests.
        public enum Suggestion: Equatable, Sendable {
            /// The edit mode's delete control of the row.
            case tapDeleteControl(IndexPath)
        }

        /// What went wrong, with queries and suggestions spelled as `spelling` writes them (the
        /// replay language spells `tap "OK" index N` where Swift spells `tap("OK", index: N)`).
        public func message(_ spelling: Spelling) -> String {
            switch reason {
            case .noMatch(let query, let visible):
                return "nothing on screen matches \(spelling.query(query)); visible: \(visible.map(spelling.quote).joined(separator: ", "))"
            case .indexOutOfRange(let query, let count):
                return "\(spelling.query(query)): only \(count) element\(count == 1 ? "" : "s") match"
            case .ambiguous(let query, let candidates):
                let listed = candidates.map { "\($0.kind.rawValue) \(spelling.quote($0.text)) (index \($0.index))" }
                return "\(spelling.query(query)) matches \(candidates.count) elements: \(listed.joined(separator: ", ")); "
                    + spelling.disambiguation(query, candidates.contains { $0.kind == .tableRow })
            case .disabled(let query): return "\(spelling.query(query)) is disabled"
            case .doesNothing(let query, let kind): return "\(spelling.query(query)) does nothing when tapped (\(kind.rawValue))"
            case .noBackButton: return "there is no back button on this screen"
            case .noTabBar: return "there is no tab bar on this screen"
            case .noSuchTab(let title, let tabs):
                return "no tab is titled \(spelling.quote(title)); the tabs: \(tabs.map(spelling.quote).joined(separator: ", "))"
            case .noTextField: return "there is no text field on this screen"
            case .keyboardDown: return "the keyboard is down: no text field is being edited (tap one first)"
            case .nothingPresented: return "nothing is presented"
            case .notSwipeable(let ref, let style):
                return "\(ref) is presented \(style), which a swipe down cannot dismiss (only sheets can)"
            case .notActive: return "the app is not active (it is in the background already)"
            case .notInBackground: return "the app is not in the background"
            case .noNotification(let identifier, let pending):
                let which = identifier.map { "notification '\($0)'" } ?? "notification"
                return pending.isEmpty
                    ? "no \(which) is scheduled (or the app was not allowed to notify)"
                    : "no \(which) is scheduled; scheduled: \(pending.map { "'\($0)'" }.joined(separator: ", "))"
            case .noNotificationAction(let action, let offered):
                return
                    "the notification offers no action '\(action)'; it offers: \(offered.isEmpty ? "none" : offered.joined(separator: ", "))"
            case .noList: return "there is no table or collection view on this screen"
            case .noSection(let list, let section, let count):
                return "the \(list.rawValue) has \(count) section\(count == 1 ? "" : "s"); there is no section \(section)"
            case .noRow(let list, let indexPath, let count):
                let noun = list == .table ? "row" : "item"
                return "section \(indexPath.section) has \(count) \(noun)\(count == 1 ? "" : "s"); there is no row \(indexPath.row)"
            case .notATable:
                return "the list on this screen is a collection view: its items have no accessory buttons, swipe actions or delete controls"
            case .noAccessoryButton(let indexPath):
                return "\(Self.row(indexPath)) has no accessory button "
                    + "(its cell's accessoryType is not .detailButton or .detailDisclosureButton)"
            case .swipeWhileEditing(let indexPath):
                return "the table is in editing mode, where a swipe does nothing; "
                    + "\(spelling.suggestion(.tapDeleteControl(indexPath))) reveals the row's Delete button"
            case .noSwipeActions(let indexPath):
                return "\(Self.row(indexPath)) offers no swipe actions "
                    + "(the data source does not implement tableView(_:commit:forRowAt:), or the row cannot be edited)"
            case .notEditing(let indexPath):
                return "the table is not in editing mode, so \(Self.row(indexPath)) shows no delete control (tap the Edit button first)"
            case .noDeleteControl(let indexPath):
                return "\(Self.row(indexPath)) shows no delete control (its editing style is not .delete)"
            case .deleteNotRevealed(let indexPath):
                return "\(Self.row(indexPath)) shows no Delete button; \(spelling.suggestion(.tapDeleteControl(indexPath))) reveals it"
            case .notEditingToMove(let indexPath):
                return "the table is not in editing mode, so \(Self.row(indexPath)) shows no reorder control (tap the Edit button first)"
            case .cannotMove(let indexPath):
                return "\(Self.row(indexPath)) cannot move "
                    + "(the data source's canMoveRowAt says no, or it has no tableView(_:moveRowAt:to:))"
            case .noDatePicker: return "there is no date picker on this screen"
            case .notADatePicker(let query, let kind): return "\(spelling.query(query)) is a \(kind.rawValue), not a date picker"
            case .notADate(let text, let shown):
                return "\(spelling.quote(text)) is not a value of this date picker, "
                    + "which shows \(spelling.quote(shown)): write one the same way"
            }
        }

        /// `row 2`, `row 0 in section 1`.
        static func row(_ indexPath: IndexPath) -> String {
            "row \(indexPath.row)" + (indexPath.section == 0 ? "" : " in section \(indexPath.section)")
        }
    }

    /// How a message writes queries and the actions it suggests: as Swift calls (``swift``), or
    /// in another language that drives the simulated user (the replay language).
    public struct Spelling: Sendable {
        /// A text as written between quotes.
        public var quote: @Sendable (String) -> String
        /// A query: `"OK"`, `id: "b-1"`, `row 2`.
        public var query: @Sendable (ElementQuery) -> String
        /// How to say which of several matches is meant; true when a table row is among them.
        public var disambiguation: @Sendable (ElementQuery, Bool) -> String
        /// An action a message suggests.
        public var suggestion: @Sendable (Failure.Suggestion) -> String

        public init(
            quote: @escaping @Sendable (String) -> String, query: @escaping @Sendable (ElementQuery) -> String,
            disambiguation: @escaping @Sendable (ElementQuery, Bool) -> String,
            suggestion: @escaping @Sendable (Failure.Suggestion) -> String
        ) {
            self.quote = quote
            self.query = query
            self.disambiguation = disambiguation
            self.suggestion = suggestion
        }

        /// As ``SimulatedUser``'s methods are called: `tap("OK", index: N)`.
        public static let swift = Spelling(
            quote: { ValueRenderer.quote($0) },
            query: { query in
                switch query {
                case .text(let text, let index): ValueRenderer.quote(text) + (index.map { " (index \($0))" } ?? "")
                case .id(let id, let index): "id: \(ValueRenderer.quote(id))" + (index.map { " (index \($0))" } ?? "")
                case .row(let row, let section): Failure.row(IndexPath(row: row, section: section))
                case .accessoryButton(let row, let section): "the accessory button of " + Failure.row(IndexPath(row: row, section: section))
                case .deleteControl(let row, let section): "the delete control of " + Failure.row(IndexPath(row: row, section: section))
                case .deleteButton(let row, let section): "the Delete button of " + Failure.row(IndexPath(row: row, section: section))
                }
            },
            disambiguation: { query, rows in
                let call: String
                switch query {
                case .id(let id, _): call = "tap(id: \(ValueRenderer.quote(id)), index: N)"
                case .text(let text, _): call = "tap(\(ValueRenderer.quote(text)), index: N)"
                case .row, .accessoryButton, .deleteControl, .deleteButton: call = "selectRow(N, inSection: M)"
                }
                return "say which with \(call)" + (rows ? ", selectRow(N, inSection: M)" : "") + " or tap(id:)"
            },
            suggestion: { suggestion in
                switch suggestion {
                case .tapDeleteControl(let indexPath):
                    "tapDeleteControl(row: \(indexPath.row)\(indexPath.section == 0 ? "" : ", inSection: \(indexPath.section)"))"
                }
            })
    }
}
