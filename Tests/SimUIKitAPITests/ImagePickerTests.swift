import Foundation
import SimUIKit
import Testing
import TestSupport

/// A meal form that picks its photo, as Apple's FoodTracker tutorial writes it: the delegate
/// methods dismiss the picker.
final class PhotoFormViewController: UIViewController, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
    let photo = UIImageView(image: UIImage(named: "defaultPhoto"))
    var cancelled = 0
    var pickedInfo: [UIImagePickerController.InfoKey: Any]?

    override func viewDidLoad() {
        super.viewDidLoad()
        let choose = UIButton(configuration: .plain(), primaryAction: UIAction { [unowned self] _ in self.choosePhoto() })
        choose.configuration?.title = "Choose Photo"
        view.addSubview(choose)
        view.addSubview(photo)
    }

    func choosePhoto() {
        let picker = UIImagePickerController()
        picker.sourceType = .photoLibrary
        picker.delegate = self
        present(picker, animated: true, completion: nil)
    }

    func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        cancelled += 1
        dismiss(animated: true, completion: nil)
    }

    func imagePickerController(
        _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
    ) {
        pickedInfo = info
        guard let selectedImage = info[.originalImage] as? UIImage else { fatalError("Expected an image, got \(info)") }
        photo.image = selectedImage
        dismiss(animated: true, completion: nil)
    }
}

/// A delegate that implements neither picker method.
final class SilentPickerDelegate: UIViewController, UIImagePickerControllerDelegate, UINavigationControllerDelegate {}

@MainActor
@Suite("UIImagePickerController: presented, the simulated user picks or cancels, the delegate hears of it", .engine)
struct ImagePickerTests {
    static func showForm(_ h: Harness) -> (UIWindow, PhotoFormViewController) {
        let form = PhotoFormViewController()
        let window = h.show(form)
        h.skip()
        return (window, form)
    }

    @Test("the library's photos, a Photos title and Cancel; a tap on a photo hands it to the delegate as the original image")
    func pick() throws {
        let h = Harness()
        let (window, form) = Self.showForm(h)
        // The picker is a navigation controller showing the system's own screen; its delegate (which
        // must also be a UINavigationControllerDelegate) hears willShow/didShow for that screen.
        h.expect([
            "UIImagePickerController#1.init(nibName:bundle:) [programmatic]",
            "_UIImagePickerLibraryViewController#1.init(nibName:bundle:) [programmatic]",
            "UIImagePickerController#1 push(_UIImagePickerLibraryViewController#1, animated: false)",
            "_UIImagePickerLibraryViewController#1.willMove(toParent: UIImagePickerController#1)",
            "PhotoFormViewController#1 present(UIImagePickerController#1, animated: true, style: pageSheet)",
            "UIImagePickerController#1.loadView()",
            "UIImagePickerController#1.viewDidLoad()",
            "_UIImagePickerLibraryViewController#1.didMove(toParent: UIImagePickerController#1)",
            "UIImagePickerController#1.viewWillAppear(true)",
            "_UIImagePickerLibraryViewController#1.loadView()",
            "_UIImagePickerLibraryViewController#1.viewDidLoad()",
            "_UIImagePickerLibraryViewController#1.viewWillAppear(true)",
            "UIImagePickerController#1.delegate.navigationController(_:willShow: _UIImagePickerLibraryViewController#1, animated: true) → PhotoFormViewController#1",
            "UIImagePickerController#1.viewIsAppearing(true)",
            "_UIImagePickerLibraryViewController#1.viewIsAppearing(true)",
            "UIImagePickerController#1.viewWillLayoutSubviews()",
            "UIImagePickerController#1.viewDidLayoutSubviews()",
            "_UIImagePickerLibraryViewController#1.viewWillLayoutSubviews()",
            "_UIImagePickerLibraryViewController#1.viewDidLayoutSubviews()",
            "UIImagePickerController#1.viewDidAppear(true)",
            "_UIImagePickerLibraryViewController#1.viewDidAppear(true)",
            "UIImagePickerController#1.delegate.navigationController(_:didShow: _UIImagePickerLibraryViewController#1, animated: true) → PhotoFormViewController#1",
        ]) { h.tap("Choose Photo") }
        let screen = Screen.capture()
        #expect(screen.model.title == "Photos" && screen.model.presentation == .presented(.pageSheet))
        #expect(screen.model.elements.map(\.text) == ["Photos", "Cancel", "IMG_0001", "IMG_0002", "IMG_0003"])
        h.expect([
            "UIImagePickerController#1.delegate.imagePickerController(_:didFinishPickingMediaWithInfo: [.originalImage: IMG_0002]) → PhotoFormViewController#1",
            "PhotoFormViewController#1 dismiss(UIImagePickerController#1, animated: true)",
        ]) { screen.tap(screen.indices(withText: "IMG_0002")[0]) }
        let picked = try #require(form.pickedInfo?[.originalImage] as? UIImage)
        #expect(picked.name == "IMG_0002" && picked.size == CGSize(width: 4032, height: 3024))
        #expect(form.pickedInfo?[.mediaType] as? String == "public.image" && form.pickedInfo?[.editedImage] == nil)
        #expect(form.photo.image === picked)
        h.stopAsserting(because: "the dismissal's callbacks are PresentationTests' business")
        UIApplication.shared.runUntilIdle()
        #expect(form.presentedViewController == nil)
        _ = window
    }

    @Test("Cancel tells the delegate, which dismisses the picker")
    func cancel() {
        let h = Harness(notAssertingBecause: "it checks what the delegate hears; the presentation is PresentationTests' business")
        let (window, form) = Self.showForm(h)
        h.tap("Choose Photo")
        h.tap("Cancel")
        #expect(form.cancelled == 1 && form.pickedInfo == nil && form.presentedViewController == nil)
        _ = window
    }

    @Test("a delegate without the picker methods: the picker dismisses itself; with no delegate it goes at once")
    func unimplementedAndMissingDelegate() {
        // The delegate property: "If this property is nil, the picker is dismissed immediately if
        // you try to show it." Without the methods the picker dismisses itself (UIKit's behaviour
        // for an optional method the delegate lacks).
        let h = Harness(notAssertingBecause: "it checks whether the picker goes; the presentations are PresentationTests' business")
        let silent = SilentPickerDelegate()
        let window = h.show(silent)
        let picker = UIImagePickerController()
        picker.delegate = silent
        silent.present(picker, animated: true)
        UIApplication.shared.runUntilIdle()
        #expect(silent.presentedViewController === picker)
        picker.simulatePick()
        UIApplication.shared.runUntilIdle()
        #expect(silent.presentedViewController == nil)
        silent.present(picker, animated: true)
        UIApplication.shared.runUntilIdle()
        picker.simulateCancel()
        UIApplication.shared.runUntilIdle()
        #expect(silent.presentedViewController == nil)
        let orphan = UIImagePickerController()
        silent.present(orphan, animated: true)
        UIApplication.shared.runUntilIdle()
        #expect(silent.presentedViewController == nil && orphan.presentingViewController == nil)
        _ = window
    }

    @Test("the camera source takes a new photo; allowsEditing adds the edited image and its crop")
    func cameraAndEditing() throws {
        let h = Harness(notAssertingBecause: "it checks the info dictionary the delegate receives")
        let (window, form) = Self.showForm(h)
        let picker = UIImagePickerController()
        #expect(UIImagePickerController.isSourceTypeAvailable(.camera))
        picker.sourceType = .camera
        picker.allowsEditing = true
        picker.delegate = form
        form.present(picker, animated: true)
        UIApplication.shared.runUntilIdle()
        #expect(h.screenTexts == ["Camera", "Cancel", "Take Photo"])
        h.tap("Take Photo")
        let taken = try #require(form.pickedInfo?[.originalImage] as? UIImage)
        #expect(taken.name == "Camera Photo 1" && (form.pickedInfo?[.editedImage] as? UIImage) === taken)
        #expect((form.pickedInfo?[.cropRect] as? NSValue)?.cgRectValue == CGRect(x: 0, y: 0, width: 4032, height: 3024))
        _ = window
    }
}
