import { c as renderSlot, d as renderTemplate, f as maybeRenderHead, h as createRenderInstruction, i as renderComponent, m as addAttribute, p as renderHead, x as unescapeHTML } from "./server_CGSmqnZ5.mjs";
import { n as createComponent, t as createAstro } from "./compiler_BCqsR3Gj.mjs";
// ../node_modules/.pnpm/astro@7.3.5_@types+node@24.19.2/node_modules/astro/dist/runtime/server/render/script.js
async function renderScript(result, id) {
	const inlined = result.inlinedScripts.get(id);
	let content = "";
	if (inlined != null) {
		if (inlined) content = `<script type="module">${inlined}<\/script>`;
	} else {
		const resolved = await result.resolve(id);
		content = `<script type="module" src="${result.userAssetsBase ? (result.base === "/" ? "" : result.base) + result.userAssetsBase : ""}${resolved}"><\/script>`;
	}
	return createRenderInstruction({
		type: "script",
		id,
		content
	});
}
// src/components/Logo.astro
var $$Logo = createComponent(($$result, $$props, $$slots) => {
	return renderTemplate`${maybeRenderHead($$result)}<svg viewBox="0 0 32 32" aria-hidden="true" focusable="false"><path d="M16 2 4 6.5v8.2C4 22 9.2 27.9 16 30c6.8-2.1 12-8 12-15.3V6.5L16 2z" fill="#1d4ed8"></path><path d="M12 9v14M12 16.5 19.5 9M13.8 14.8 20 23" stroke="#fff" stroke-width="2.6" stroke-linecap="round" fill="none"></path></svg>`;
}, "/work/main/site/src/components/Logo.astro", void 0);
// src/lib/store.ts
function createStore(initial) {
	let value = initial;
	const listeners = /* @__PURE__ */ new Set();
	return {
		get: () => value,
		set(next) {
			const v = typeof next === "function" ? next(value) : next;
			if (Object.is(v, value)) return;
			value = v;
			for (const l of [...listeners]) l(value);
		},
		subscribe(listener) {
			listeners.add(listener);
			return () => listeners.delete(listener);
		}
	};
}
// src/lib/i18n/en.ts
var en = {
	"nav.skip": "Skip to content",
	"nav.home": "K-Legal home",
	"nav.main": "Main",
	"nav.menu": "Menu",
	"nav.lawyers": "Lawyers",
	"nav.freeCheckup": "Free Check-up",
	"nav.booking": "Fast Booking",
	"nav.languages": "Languages",
	"nav.faq": "FAQ",
	"nav.forLawyers": "For Lawyers",
	"nav.login": "Log-in",
	"nav.signup": "Sign-up",
	"nav.welcome": "Welcome, {name}",
	"nav.logout": "Logout",
	"nav.lawyerDashboard": "Lawyer Dashboard",
	"nav.myProduct": "My K-Legal",
	"nav.language": "Language",
	"footer.about": "An independent platform where verified, licensed Korean lawyers and patent attorneys advertise online consultations.",
	"footer.quickLinks": "Quick Links",
	"footer.policies": "Policies",
	"footer.privacy": "Privacy Policy",
	"footer.terms": "Terms of Service",
	"footer.advertising": "Advertising Policy",
	"footer.languageSupport": "Language Support Policy",
	"footer.company": "Company",
	"footer.ceo": "CEO",
	"footer.bizNo": "Business registration no.",
	"footer.address": "Address",
	"footer.contact": "Customer Center",
	"footer.hours": "Open 24/7 · we reply within 1 hour",
	"footer.email": "Email",
	"footer.phone": "Phone",
	"footer.rights": "All rights reserved.",
	"footer.admin": "Admin",
	"common.close": "Close",
	"common.back": "Back",
	"common.loading": "Loading...",
	"common.yes": "Yes",
	"common.no": "No",
	"common.required": "required",
	"common.optional": "optional",
	"common.select": "Select",
	"common.dismiss": "Dismiss notification",
	"common.notifications": "Notifications",
	"common.minutes": "{n} min",
	"home.hero.title": "Your Gateway to K-legal World",
	"home.hero.lead": "Find verified Korean lawyers and book a paid 20, 40 or 60-minute online consultation. Connection within 24 hours, in your own language, with transparent consultation fees.",
	"home.hero.find": "Find your K lawyer",
	"home.hero.how": "How it works",
	"home.badge.verified": "All Verified Korean Lawyers",
	"home.badge.response": "24 Hours Response Time",
	"home.badge.multilingual": "Multilingual Support Available",
	"home.meet.title": "Meet your K-Lawyers",
	"home.meet.lead": "Three lawyers from the directory, chosen by a daily rotation that treats every listed lawyer the same. It is not a ranking or a recommendation.",
	"home.meet.viewAll": "View All Lawyers",
	"home.categories.title": "Legal Services We Cover",
	"home.categories.count": "{n}+ practice areas",
	"home.categories.lead": "Practice areas that lawyers on the platform list.",
	"home.categories.more": "+{n} more",
	"home.how.title": "How to Use",
	"home.how.step1.title": "Find your lawyer",
	"home.how.step1.text": "Browse lawyer profiles: practice areas, bar admission, languages and consultation fees.",
	"home.how.step2.title": "Make an appointment and pay",
	"home.how.step2.text": "Pick the date, time and language, and pay through an international payment system.",
	"home.how.step3.title": "Prepare",
	"home.how.step3.text": "After the booking is confirmed, you receive by e-mail or mobile the links to a Free Check-Up form and to an online meeting.",
	"home.how.step4.title": "Meet the lawyer online",
	"home.how.step4.text": "Meet at the scheduled time. AI-powered live interpretation runs between you and the Korean lawyer.",
	"home.why.title": "Why K-Legal?",
	"home.why.1.title": "No retainer",
	"home.why.1.text": "Pay only for the consultation you book: 20, 40 or 60 minutes.",
	"home.why.2.title": "Easy booking and payment",
	"home.why.2.text": "Choose a time in Korea Standard Time, see it in your own time zone, and pay online.",
	"home.why.3.title": "Real video consultation",
	"home.why.3.text": "Talk face to face with a licensed lawyer, with real-time automatic translation.",
	"home.why.4.title": "Your language",
	"home.why.4.text": "English as standard, plus free automatic interpretation in 48 languages.",
	"home.bookmark.title": "Bookmark My Lawyers",
	"home.bookmark.text": "Bookmark the lawyers you like: lawyers may send their bookmarkers coupons and chances of a free consultation.",
	"home.bookmark.go": "Bookmarks Go",
	"home.testimonials.title": "What Our Clients Say",
	"home.testimonials.lead": "Experiences of the service shared by clients. They are not reviews or ratings of any lawyer.",
	"home.testimonials.rating": "Rated {n} out of 5",
	"home.faq.title": "Frequently Asked Questions",
	"home.faq.more": "For More FAQ Click",
	"home.disclaimer.title": "Important notice",
	"disclaimer.text": "K-Legal is not a law firm. It is an independent platform where lawyers advertise. It gives no legal advice or representation. Consultation fees are paid directly to the lawyers. K-Legal does not recommend, prefer or rank lawyers: you alone choose your lawyer.",
	"lawyer.id": "ID# {id}",
	"lawyer.license": "License Information",
	"lawyer.bar": "National Bar Association ({year})",
	"lawyer.other": "Other: {text}",
	"lawyer.fees": "Consulting Fees",
	"lawyer.available": "Available:",
	"lawyer.more": "+{n} more",
	"lawyer.details": "Details",
	"lawyer.booking": "Booking",
	"lawyer.bookmark": "Bookmark {name}",
	"lawyer.unbookmark": "Remove bookmark of {name}",
	"lawyer.languages": "Languages",
	"lawyer.bookmarkLogin": "Please login to bookmark lawyers",
	"lawyer.bookmarkRemoved": "Bookmark removed",
	"lawyer.bookmarkAdded": "Lawyer bookmarked!",
	"lawyer.bookmarkFailed": "Failed to update bookmark",
	"detail.loading": "Loading lawyer information...",
	"detail.bookNow": "Book Now",
	"detail.back": "Back",
	"detail.basic": "Basic Information",
	"detail.barAdmission": "Bar Admission",
	"detail.region": "Region",
	"detail.education": "Education",
	"detail.otherCerts": "Other Certifications",
	"detail.contact": "Contact Information",
	"detail.office": "Office Address",
	"detail.phone": "Phone",
	"detail.email": "Email",
	"detail.fees": "Consultation Fees",
	"detail.practiceAreas": "Practice Areas",
	"detail.languages": "Languages",
	"detail.about": "About",
	"detail.majorCases": "Major Cases",
	"lawyers.title": "Find Your Lawyer",
	"lawyers.subtitle": "Connect with verified Korean lawyers who speak your language",
	"lawyers.panel": "Search your K-Lawyer",
	"lawyers.tab.specialties": "SPECIALTIES",
	"lawyers.tab.regions": "REGIONS",
	"lawyers.search": "Search",
	"lawyers.searchSpecialty": "Search by name or specialty...",
	"lawyers.searchName": "Search by lawyer name...",
	"lawyers.specialty": "Specialty",
	"lawyers.allSpecialties": "All Specialties",
	"lawyers.subcategories": "Sub-categories",
	"lawyers.region": "Region",
	"lawyers.allRegions": "All Regions",
	"lawyers.language": "Language spoken",
	"lawyers.allLanguages": "All Languages",
	"lawyers.count": "{n} lawyers",
	"lawyers.order": "The order rotates daily and is the same for every lawyer: it is not a ranking and never depends on payment.",
	"booking.title": "Book Your Consultation",
	"booking.lead": "Choose a lawyer, a date and a time in Korea Standard Time (KST), and the length of your online consultation.",
	"booking.lawyerSection": "Lawyer selection",
	"booking.filters": "Filter lawyers",
	"booking.subcategory": "Sub-category",
	"booking.allSubcategories": "All Sub-categories",
	"booking.lawyer": "Lawyer",
	"booking.chooseLawyer": "Choose a lawyer",
	"booking.dateTime": "Select Date & Time",
	"booking.date": "Date",
	"booking.prevMonth": "Previous month",
	"booking.nextMonth": "Next month",
	"booking.time": "Time (KST)",
	"booking.chooseTime": "Select a time",
	"booking.duration": "Duration",
	"booking.chooseDuration": "Select duration",
	"booking.minutes": "{n} minutes",
	"booking.yourTime": "Your time: {time} {zone}",
	"booking.yourTimeOtherDay": "Your time: {date}, {time} {zone}",
	"booking.summary": "Booking Summary",
	"booking.notSelected": "Not selected",
	"booking.coupon": "Coupon",
	"booking.noCoupon": "No coupon",
	"booking.couponLogin": "Log in to use your coupons.",
	"booking.couponMin": "Applies to fees from {min}.",
	"booking.fee": "Consultation Fee",
	"booking.discount": "Coupon Discount",
	"booking.total": "Total Fee",
	"booking.note": "What would you like to discuss? (optional)",
	"booking.confirm": "Confirm Booking",
	"booking.creating": "Booking...",
	"booking.loginFirst": "You will log in before paying; your choices are kept.",
	"booking.loginTitle": "Please log in to book",
	"booking.loginText": "Log in or sign up to confirm this booking. Your choices are kept.",
	"booking.pay.title": "Payment",
	"booking.pay.text": "Your booking is reserved. Pay now to complete it.",
	"booking.pay.testMode": "Test mode: no real card is charged.",
	"booking.pay.method": "Test payment",
	"booking.pay.button": "Pay {amount}",
	"booking.pay.paying": "Processing payment...",
	"booking.pay.failed": "Payment failed",
	"booking.pay.failedText": "Your booking is kept. Please try the payment again.",
	"booking.done.title": "Your consultation is booked and paid",
	"booking.done.lead": "Booking reference {id}",
	"booking.done.booked": "What you booked",
	"booking.done.payment": "Payment",
	"booking.done.paid": "Paid",
	"booking.done.transaction": "Transaction ID",
	"booking.done.method": "Payment method",
	"booking.done.paidAt": "Paid on",
	"booking.done.next": "What happens next",
	"booking.done.next1": "The lawyer confirms your booking, usually within 24 hours.",
	"booking.done.next2": "You receive by e-mail or mobile the links to a Free Check-Up form and to the online meeting.",
	"booking.done.next3": "At the scheduled time, join the meeting from your bookings. AI interpretation runs between you and the lawyer.",
	"booking.done.myBookings": "My bookings",
	"booking.done.home": "Back to home",
	"booking.error.title": "Booking failed",
	"booking.error.slot": "This time slot has just been taken. Please choose another time.",
	"booking.error.coupon": "This coupon can no longer be used. Choose another coupon or book without one.",
	"booking.error.lawyer": "This lawyer can no longer be booked. Please choose another lawyer.",
	"booking.error.past": "This time has already passed. Please choose a later time.",
	"booking.error.generic": "Something went wrong. Please try again.",
	"checkup.title": "Free Check-up",
	"checkup.lead": "Tell us about your matter and we will contact you within 24 hours. The check-up is free.",
	"checkup.matter": "What is this matter about?",
	"checkup.category": "Legal Category",
	"checkup.chooseCategory": "Select a category",
	"checkup.issue": "Specific Issue",
	"checkup.chooseIssue": "Select an issue",
	"checkup.contact": "Contact Information",
	"checkup.urgent": "Is it urgent?",
	"checkup.name": "Name",
	"checkup.email": "Email",
	"checkup.mobile": "Mobile",
	"checkup.dob": "Date of Birth",
	"checkup.gender": "Gender",
	"checkup.female": "Female",
	"checkup.male": "Male",
	"checkup.nationality": "Nationality",
	"checkup.language": "Preferred Language",
	"checkup.chooseLanguage": "Select a language",
	"checkup.inKorea": "Are you in Korea now?",
	"checkup.immigration": "Current Immigration Status",
	"checkup.chooseStatus": "Select a status",
	"checkup.describe": "Briefly describe your issue",
	"checkup.upload": "Upload Documents",
	"checkup.uploadHint": "PDF, JPG, PNG or WEBP; up to 10 MB each, at most 5 files. Only our team can open them.",
	"checkup.remove": "Remove {name}",
	"checkup.fileType": "{name}: this file type is not accepted.",
	"checkup.fileSize": "{name} is larger than 10 MB.",
	"checkup.fileCount": "You can attach up to 5 files.",
	"checkup.uploadFailed": "The request was sent, but {n} document(s) could not be uploaded.",
	"checkup.submit": "Submit Free Check-up",
	"checkup.success": "Submitted Successfully",
	"checkup.successText": "Your free consultation request has been received. We will contact you within 24 hours.",
	"checkup.privacy": "We use these details only to answer your request (see the Privacy Policy).",
	"auth.login": "Log In",
	"auth.signup": "Sign Up",
	"auth.loginTitle": "Log in to K-Legal",
	"auth.signupTitle": "Create your K-Legal account",
	"auth.mode": "Log in or sign up",
	"auth.name": "Name",
	"auth.email": "Email",
	"auth.password": "Password",
	"auth.passwordHint": "8 to 100 characters",
	"auth.phone": "Phone",
	"auth.birthDate": "Date of Birth",
	"auth.gender": "Gender",
	"auth.male": "Male",
	"auth.female": "Female",
	"auth.other": "Other",
	"auth.nationality": "Nationality",
	"auth.interests": "Interest areas",
	"auth.privacy": "I agree to the collection and use of my personal information.",
	"auth.privacyLink": "Read the Privacy Policy (opens in a new tab)",
	"auth.submitLogin": "Log In",
	"auth.submitSignup": "Sign Up",
	"auth.working": "Please wait...",
	"auth.lawyerQuestion": "Are you a lawyer or patent attorney?",
	"auth.lawyerLogin": "Lawyer log-in",
	"auth.lawyerSignup": "Lawyer sign-up",
	"auth.inputError": "Input Error",
	"auth.privacyRequired": "Privacy Agreement Required",
	"auth.privacyRequiredText": "Please agree to the privacy policy.",
	"auth.invalidCredentials": "Email or password is incorrect.",
	"auth.loginFailed": "Login Failed",
	"auth.loginFailedText": "An error occurred during login.",
	"auth.loginSuccess": "Login successful",
	"auth.loginSuccessText": "Welcome back!",
	"auth.alreadyRegistered": "This email is already registered.",
	"auth.signupNoUser": "Signup failed.",
	"auth.signupFailed": "Signup Failed",
	"auth.signupFailedText": "An error occurred during signup.",
	"auth.signupSuccess": "Signup Complete",
	"auth.signupSuccessText": "Welcome! You can now use our services.",
	"auth.checkEmail": "Please confirm your e-mail address, then log in.",
	"languages.title": "48 Languages We Support",
	"languages.lead": "English and Korean are standard. AI-powered live interpretation is free in these 48 languages.",
	"languages.find": "Find your K-lawyer",
	"languages.book": "Book Consultation",
	"faq.title": "Frequently Asked Questions",
	"faq.lead": "Answers about the service, payments, languages, follow-up and privacy.",
	"faq.tab.services": "Services",
	"faq.tab.payments": "Payments",
	"faq.tab.languages": "Languages",
	"faq.tab.followup": "Follow-up",
	"faq.tab.privacy": "Privacy",
	"notFound.title": "Oops! Page not found",
	"notFound.home": "Return to Home",
	"error.title": "Unexpected Application Error!",
	"error.home": "Return to Home",
	"error.reload": "Reload page"
};
// src/lib/i18n/index.ts
var LANGS = [
	"en",
	"ko",
	"zh",
	"ja",
	"vi"
];
var LANG_NAMES = {
	en: "English",
	ko: "한국어",
	zh: "中文",
	ja: "日本語",
	vi: "Tiếng Việt"
};
/** Looks a key up in a dictionary, falling back to English, and fills {placeholders}. */
function translate(dict, key, vars) {
	const template = dict[key] ?? en[key] ?? key;
	if (!vars) return template;
	return template.replace(/\{(\w+)\}/g, (m, name) => name in vars ? String(vars[name]) : m);
}
var i18n = createStore({
	lang: "en",
	dict: en
});
/** Translates with the current language. On the server (prerendering) this is always English. */
function t(key, vars) {
	return translate(i18n.get().dict, key, vars);
}
// src/lib/brand.ts
var BRAND = {
	product: "K-Legal",
	tagline: "Your Gateway to K-legal World",
	company: "K-Legal Co., Ltd.",
	companyKorean: "주식회사 케이리걸",
	ceo: "Han Ji-soo",
	businessNumber: "000-00-00000",
	address: "12F, 100 Teheran-ro, Gangnam-gu, Seoul, Republic of Korea",
	email: "support@k-legal.example",
	phone: "+82-2-0000-0000",
	privacyEmail: "privacy@k-legal.example",
	dpoName: "Lee Seo-jin",
	dpoEmail: "dpo@k-legal.example",
	dpoPhone: "+82-2-0000-0001",
	mobilePlaceholder: "010-1234-5678",
	policyDate: "2025-01-01"
};
// src/components/Header.astro
createAstro("https://astro.build");
var $$Header = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Header;
	const path = Astro.url.pathname.replace(/\/$/, "") || "/";
	return renderTemplate`${maybeRenderHead($$result)}<header class="site-header"><div class="container bar"><a class="logo" href="/" data-i18n-attr="aria-label:nav.home"${addAttribute(t("nav.home"), "aria-label")}>${renderComponent($$result, "Logo", $$Logo, {})}${BRAND.product}</a><button type="button" class="btn btn-ghost btn-icon nav-toggle" id="nav-toggle" aria-expanded="false" aria-controls="nav-panel" data-i18n-attr="aria-label:nav.menu"${addAttribute(t("nav.menu"), "aria-label")}><svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"><path d="M4 7h16M4 12h16M4 17h16"></path></svg></button><div class="nav-panel" id="nav-panel"><nav data-i18n-attr="aria-label:nav.main"${addAttribute(t("nav.main"), "aria-label")}><ul class="nav-links">${[
		{
			href: "/lawyers",
			key: "nav.lawyers"
		},
		{
			href: "/free-checkup",
			key: "nav.freeCheckup"
		},
		{
			href: "/booking",
			key: "nav.booking"
		},
		{
			href: "/languages",
			key: "nav.languages"
		},
		{
			href: "/faq",
			key: "nav.faq"
		}
	].map((l) => renderTemplate`<li><a${addAttribute(l.href, "href")}${addAttribute(path === l.href ? "page" : void 0, "aria-current")}${addAttribute(l.key, "data-i18n")}>${t(l.key)}</a></li>`)}</ul></nav><div class="nav-tools"><label class="lang-select"><span class="sr-only" data-i18n="nav.language">${t("nav.language")}</span><svg class="icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" stroke-width="2"><circle cx="12" cy="12" r="9"></circle><path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18"></path></svg><select id="lang-select">${LANGS.map((l) => renderTemplate`<option${addAttribute(l, "value")}${addAttribute(l, "lang")}>${LANG_NAMES[l]}</option>`)}</select></label><a class="btn btn-ghost btn-sm" href="/lawyer-login" data-i18n="nav.forLawyers">${t("nav.forLawyers")}</a><a class="btn btn-outline btn-sm when-out" href="/auth" data-i18n="nav.login">${t("nav.login")}</a><a class="btn btn-primary btn-sm when-out" href="/auth?mode=signup" data-i18n="nav.signup">${t("nav.signup")}</a><span class="nav-welcome when-in" id="nav-welcome"></span><a class="btn btn-outline btn-sm when-in" href="/lawyer/dashboard" id="nav-lawyer" hidden data-i18n="nav.lawyerDashboard">${t("nav.lawyerDashboard")}</a><a class="btn btn-outline btn-sm when-in" href="/client/dashboard" id="nav-client" hidden data-i18n="nav.myProduct">${t("nav.myProduct")}</a><button type="button" class="btn btn-ghost btn-sm when-in" id="nav-logout" data-i18n="nav.logout">${t("nav.logout")}</button></div></div></div></header>`;
}, "/work/main/site/src/components/Header.astro", void 0);
// src/lib/messages.ts
var KO = {
	lawyerListLoading: "변호사 목록을 불러오는 중...",
	homeNoLawyers: "등록된 변호사가 없습니다.",
	noMatchingLawyers: "검색 조건에 맞는 변호사가 없습니다.",
	noRegisteredLawyers: "현재 등록된 변호사가 없습니다.",
	noRegisteredLawyersNote: "변호사는 회원가입 후 관리자의 승인을 거쳐 목록에 표시됩니다.",
	dataLoadFailed: "데이터 로드 실패",
	lawyerListLoadFailed: "변호사 목록을 불러오는데 실패했습니다.",
	lawyerNotFound: "변호사를 찾을 수 없습니다",
	lawyerNotFoundText: "해당 변호사 정보가 존재하지 않습니다.",
	lawyerLoadFailed: "변호사 정보를 불러오는데 실패했습니다.",
	logoutDone: "로그아웃 완료",
	logoutDoneText: "안전하게 로그아웃되었습니다.",
	logoutFailed: "로그아웃 실패",
	lawyerSelection: "변호사 선택",
	yearSuffix: "년",
	checkupInputError: "입력 오류",
	checkupSubmitFailed: "제출 실패",
	checkupTryAgain: "다시 시도해주세요.",
	checkupSubmitting: "제출 중...",
	lawyerBoxTitle: "변호사·변리사님, K-Legal과 함께하세요",
	lawyerBoxText: "한국에 거주하는 외국인과 외국 기업을 온라인 상담으로 만나보세요. 가입 신청 후 관리자 승인을 거쳐 프로필이 공개됩니다.",
	lawyerBoxButton: "변호사 회원 신청"
};
// src/components/Footer.astro
var $$Footer = createComponent(($$result, $$props, $$slots) => {
	const quick = [
		{
			href: "/lawyers",
			key: "nav.lawyers"
		},
		{
			href: "/free-checkup",
			key: "nav.freeCheckup"
		},
		{
			href: "/booking",
			key: "nav.booking"
		},
		{
			href: "/languages",
			key: "nav.languages"
		},
		{
			href: "/faq",
			key: "nav.faq"
		}
	];
	const policies = [
		{
			href: "/privacy-policy",
			key: "footer.privacy"
		},
		{
			href: "/terms-of-service",
			key: "footer.terms"
		},
		{
			href: "/advertising-policy",
			key: "footer.advertising"
		},
		{
			href: "/language-support-policy",
			key: "footer.languageSupport"
		}
	];
	const year = (/* @__PURE__ */ new Date()).getFullYear();
	return renderTemplate`${maybeRenderHead($$result)}<footer class="site-footer"><div class="container"><div class="footer-grid"><section><h2>${BRAND.product}</h2><p data-i18n="footer.about">${t("footer.about")}</p><p><strong data-i18n="footer.contact">${t("footer.contact")}</strong><br><span data-i18n="footer.hours">${t("footer.hours")}</span></p></section><nav aria-labelledby="footer-quick"><h2 id="footer-quick" data-i18n="footer.quickLinks">${t("footer.quickLinks")}</h2><ul class="footer-links">${quick.map((l) => renderTemplate`<li><a${addAttribute(l.href, "href")}${addAttribute(l.key, "data-i18n")}>${t(l.key)}</a></li>`)}</ul></nav><nav aria-labelledby="footer-policies"><h2 id="footer-policies" data-i18n="footer.policies">${t("footer.policies")}</h2><ul class="footer-links">${policies.map((l) => renderTemplate`<li><a${addAttribute(l.href, "href")}${addAttribute(l.key, "data-i18n")}>${t(l.key)}</a></li>`)}</ul></nav><section class="company"><h2 data-i18n="footer.company">${t("footer.company")}</h2><ul class="footer-links"><li>${BRAND.company} <span lang="ko">(${BRAND.companyKorean})</span></li><li><span class="muted-dark" data-i18n="footer.ceo">${t("footer.ceo")}</span>: ${BRAND.ceo}</li><li><span class="muted-dark" data-i18n="footer.bizNo">${t("footer.bizNo")}</span>: ${BRAND.businessNumber}</li><li><span class="muted-dark" data-i18n="footer.address">${t("footer.address")}</span>: ${BRAND.address}</li><li><span class="muted-dark" data-i18n="footer.email">${t("footer.email")}</span>: <a${addAttribute(`mailto:${BRAND.email}`, "href")}>${BRAND.email}</a></li><li><span class="muted-dark" data-i18n="footer.phone">${t("footer.phone")}</span>: <a${addAttribute(`tel:${BRAND.phone.replace(/[^\d+]/g, "")}`, "href")}>${BRAND.phone}</a></li></ul></section></div><section class="lawyer-box" lang="ko" aria-labelledby="lawyer-box-title"><div><h2 id="lawyer-box-title">${KO.lawyerBoxTitle}</h2><p>${KO.lawyerBoxText}</p></div><a class="btn btn-light" href="/lawyer-signup">${KO.lawyerBoxButton}</a></section><div class="footer-bottom"><p style="margin:0">© ${year} ${BRAND.company} <span data-i18n="footer.rights">${t("footer.rights")}</span></p><a class="admin-link" href="/admin/login" data-i18n="footer.admin">${t("footer.admin")}</a></div></div></footer>`;
}, "/work/main/site/src/components/Footer.astro", void 0);
// src/components/Toaster.astro
var $$Toaster = createComponent(($$result, $$props, $$slots) => {
	return renderTemplate`${maybeRenderHead($$result)}<section class="toaster" id="toaster" data-i18n-attr="aria-label:common.notifications"${addAttribute(t("common.notifications"), "aria-label")} aria-live="polite"></section>`;
}, "/work/main/site/src/components/Toaster.astro", void 0);
// src/layouts/BaseLayout.astro
createAstro("https://astro.build");
var $$BaseLayout = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$BaseLayout;
	const { title, description = `${BRAND.product}: find verified Korean lawyers and book paid online consultations in your language.`, canonical, noindex = false, jsonLd } = Astro.props;
	const fullTitle = title.includes(BRAND.product) ? title : `${title} | ${BRAND.product}`;
	const ld = jsonLd ? JSON.stringify(jsonLd).replace(/</g, "\\u003c") : null;
	return renderTemplate`<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${fullTitle}</title><meta name="description"${addAttribute(description, "content")}>${noindex && renderTemplate`<meta name="robots" content="noindex">`}${canonical && renderTemplate`<link rel="canonical"${addAttribute(canonical, "href")}>`}<meta property="og:type" content="website"><meta property="og:site_name"${addAttribute(BRAND.product, "content")}><meta property="og:title"${addAttribute(fullTitle, "content")}><meta property="og:description"${addAttribute(description, "content")}><meta name="theme-color" content="#1d4ed8"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><script>
      (function () {
        var d = document.documentElement;
        try {
          var l = localStorage.getItem('klegal.lang');
          if (l === 'ko' || l === 'zh' || l === 'ja' || l === 'vi') {
            d.lang = l === 'zh' ? 'zh-Hans' : l;
            d.classList.add('i18n-wait');
            setTimeout(function () { d.classList.remove('i18n-wait'); }, 2000);
          }
          for (var i = 0; i < localStorage.length; i++) {
            if (/^sb-.+-auth-token$/.test(localStorage.key(i) || '')) { d.setAttribute('data-auth', 'in'); break; }
          }
        } catch (e) {}
      })();
    <\/script>${ld && renderTemplate`<script type="application/ld+json">${unescapeHTML(ld)}<\/script>`}${renderHead($$result)}</head><body><a class="skip-link" href="#main" data-i18n="nav.skip">Skip to content</a>${renderSlot($$result, $$slots["header"], renderTemplate`${renderComponent($$result, "Header", $$Header, {})}`)}<main id="main" tabindex="-1">${renderSlot($$result, $$slots["default"])}</main>${renderSlot($$result, $$slots["footer"], renderTemplate`${renderComponent($$result, "Footer", $$Footer, {})}`)}${renderComponent($$result, "Toaster", $$Toaster, {})}${renderScript($$result, "/work/main/site/src/layouts/BaseLayout.astro?astro&type=script&index=0&lang.ts")}</body></html>`;
}, "/work/main/site/src/layouts/BaseLayout.astro", void 0);
export { renderScript as i, BRAND as n, t as r, $$BaseLayout as t };
