import Foundation

/// What an image picker tells its delegate. Both methods are optional, as in UIKit; their default
/// implementations here do what UIKit does for a delegate that lacks them: the picker dismisses
/// itself.
@preconcurrency @MainActor
public protocol UIImagePickerControllerDelegate: AnyObject {
    /// The user picked an image; `info[.originalImage]` is it. The implementation should dismiss
    /// the picker.
    func imagePickerController(
        _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    /// The user cancelled. The implementation should dismiss the picker.
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
    public func imagePickerController(
        _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
    ) {
        picker.dismissItself()
    }

    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        picker.dismissItself()
    }
}

/// The system's picker of photos (a navigation controller, as in UIKit, whose delegate is also
/// the picker's). Presented, it shows the simulated photo library (``simulatedPhotoLibrary``) as
/// rows under a "Photos" title with a Cancel button; the simulated user taps a photo (or calls
/// ``simulatePick(_:)``) or Cancel (``simulateCancel()``), and the delegate hears of it as UIKit
/// tells it. The camera source shows one "Take Photo" button that takes a new simulated photo.
open class UIImagePickerController: UINavigationController {
    /// Where the picker takes images from.
    public enum SourceType: Int, Sendable { case photoLibrary, camera, savedPhotosAlbum }
    /// The cameras (kept).
    public enum CameraDevice: Int, Sendable { case rear, front }
    /// What the camera captures (kept).
    public enum CameraCaptureMode: Int, Sendable { case photo, video }
    /// The flash (kept).
    public enum CameraFlashMode: Int, Sendable { case off = -1, auto = 0, on = 1 }
    /// Video quality (kept).
    public enum QualityType: Int, Sendable { case typeHigh, typeMedium, typeLow, type640x480, typeIFrame1280x720, typeIFrame960x540 }

    /// The keys of the dictionary the delegate receives, with UIKit's raw values.
    public struct InfoKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
        public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
        public static let referenceURL = InfoKey(rawValue: "UIImagePickerControllerReferenceURL")
        public static let mediaMetadata = InfoKey(rawValue: "UIImagePickerControllerMediaMetadata")
        public static let livePhoto = InfoKey(rawValue: "UIImagePickerControllerLivePhoto")
        public static let phAsset = InfoKey(rawValue: "UIImagePickerControllerPHAsset")
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
    }

    /// Simulator only: the photos the photo library source offers, in order (three 12-megapixel
    /// photos unless set).
    public static var simulatedPhotoLibrary: [UIImage] = (1...3).map {
        UIImage(name: String(format: "IMG_%04d", $0), size: CGSize(width: 4032, height: 3024), scale: 1)
    }

    open var sourceType: SourceType = .photoLibrary
    open var mediaTypes: [String] = ["public.image"]
    open var allowsEditing = false
    open var cameraDevice: CameraDevice = .rear
    open var cameraCaptureMode: CameraCaptureMode = .photo
    open var cameraFlashMode: CameraFlashMode = .auto
    open var showsCameraControls = true
    open var cameraOverlayView: UIView?
    open var videoQuality: QualityType = .typeMedium
    open var videoMaximumDuration: TimeInterval = 600
    private var photosTaken = 0

    /// Whether the device offers the source: the simulated iPhone has a photo library and a camera.
    open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { true }
    /// The media types a source offers.
    open class func availableMediaTypes(for sourceType: SourceType) -> [String]? { ["public.image", "public.movie"] }
    open class func isCameraDeviceAvailable(_ cameraDevice: CameraDevice) -> Bool { true }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        pushViewController(_UIImagePickerLibraryViewController(), animated: false)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        pushViewController(_UIImagePickerLibraryViewController(), animated: false)
    }

    /// The navigation controller's initializer (with it, `UIImagePickerController()` is inherited).
    public override init(rootViewController: UIViewController) {
        super.init(rootViewController: rootViewController)
    }

    /// The picker's delegate: the navigation controller's, seen as an image picker delegate.
    var pickerDelegate: UIImagePickerControllerDelegate? { delegate as? UIImagePickerControllerDelegate }

    /// A picker shown with no delegate goes away at once, as UIKit documents ("If this property is
    /// nil, the picker is dismissed immediately if you try to show it").
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if delegate == nil, presentingViewController != nil { dismiss(animated: true) }
    }

    // MARK: - The simulated user

    /// The user picks `image` (by default the library's first photo, or a new photo from the
    /// camera): the delegate's `imagePickerController(_:didFinishPickingMediaWithInfo:)` receives
    /// it as `.originalImage` (and `.editedImage`, the whole image, when `allowsEditing`).
    public func simulatePick(_ image: UIImage? = nil) {
        guard let picked = image ?? defaultPick() else { return }
        var info: [InfoKey: Any] = [.mediaType: "public.image", .originalImage: picked]
        if allowsEditing {
            info[.editedImage] = picked
            info[.cropRect] = NSValue(rect: CGRect(origin: .zero, size: picked.size))
        }
        let summary = "didFinishPickingMediaWithInfo: [.originalImage: \(picked.name)\(allowsEditing ? ", .editedImage" : "")]"
        tellDelegate("imagePickerController(_:didFinishPickingMediaWithInfo:)", [summary]) { delegate in
            delegate.imagePickerController(self, didFinishPickingMediaWithInfo: info)
        }
    }

    /// The user taps Cancel: the delegate's `imagePickerControllerDidCancel(_:)`.
    public func simulateCancel() {
        tellDelegate("imagePickerControllerDidCancel(_:)", []) { delegate in delegate.imagePickerControllerDidCancel(self) }
    }

    private func defaultPick() -> UIImage? {
        guard sourceType == .camera else { return Self.simulatedPhotoLibrary.first }
        photosTaken += 1
        return UIImage(name: "Camera Photo \(photosTaken)", size: CGSize(width: 4032, height: 3024), scale: 1)
    }

    private func tellDelegate(_ name: String, _ arguments: [String], _ call: (UIImagePickerControllerDelegate) -> Void) {
        guard let delegate = pickerDelegate else {
            dismissItself()
            return
        }
        emitDelegateEvent(name, arguments: arguments, delegate: delegate)
        call(delegate)
    }

    /// What UIKit does for a delegate that does not implement the method: the picker dismisses
    /// itself.
    func dismissItself() {
        guard presentingViewController != nil else { return }
        dismiss(animated: true)
    }
}

/// The picker's own screen: the photos of the library (or the camera's button), a "Photos" (or
/// "Camera") title and Cancel.
final class _UIImagePickerLibraryViewController: UIViewController {
    private var picker: UIImagePickerController? { navigationController as? UIImagePickerController }

    override func loadView() {
        view = PhotoLibraryView(frame: UIScreen.main.bounds)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        let isCamera = picker?.sourceType == .camera
        navigationItem.title = isCamera ? "Camera" : "Photos"
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Cancel", primaryAction: UIAction { [weak self] _ in self?.picker?.simulateCancel() })
    }

    /// Rows of photos, or the camera's button; a tap picks.
    final class PhotoLibraryView: UIView {
        override var screenShowsSubviews: Bool { false }

        override func addToScreen(_ screen: inout ScreenBuilder) {
            guard let picker = (owningViewController?.navigationController as? UIImagePickerController) else { return }
            if picker.sourceType == .camera {
                return screen.add(.button, "Take Photo", for: self, taps: [.closure], tap: { [weak picker] in picker?.simulatePick() })
            }
            for photo in UIImagePickerController.simulatedPhotoLibrary {
                screen.append(
                    ScreenElement(kind: .tableRow, text: photo.name, taps: [.closure], level: 1),
                    tap: { [weak picker] in picker?.simulatePick(photo) })
            }
        }
    }
}
