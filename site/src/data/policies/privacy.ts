// Privacy policy (개인정보처리방침): English (the original) and its translations, the same sections in
// each language. Rendered by pages/[...lang]/privacy-policy.astro on the server.
import { BRAND, mail, tel, type Policy } from './types.ts';

export const PRIVACY: Policy = {
  en: [
    {
      title: 'Purpose of processing',
      body: [
        { p: `${BRAND.company} ("${BRAND.product}") processes personal data only to run its service: to answer free check-up requests, to let you book and pay for online consultations with the lawyer you choose, to send you the links you need for a consultation, to keep your account, bookmarks and coupons, to settle consultation fees to the lawyers who gave the consultations, and to meet legal obligations. We do not use it for any other purpose without asking you first.` },
      ],
    },
    {
      title: 'Personal data we collect',
      body: [
        {
          ul: [
            'Name',
            'Date of birth',
            'Gender',
            'Nationality',
            'Contact information (e-mail address and mobile number)',
            'Immigration status',
            'Consultation details (the category and description of your matter, your bookings)',
            'The transcript of your online consultation: chat messages and live captions, with their machine translations',
            'Uploaded documents, only if you choose to attach them (optional)',
          ],
        },
        { p: `Payments are processed by ${BRAND.product}'s payment providers (PortOne and the Korean payment gateways connected through it, or Stripe), which receive what they need to process a payment: the amount, the booking it pays for, your name and e-mail address, and the payment details you enter on their payment page, such as your card number. Card data is never stored by ${BRAND.product}.` },
        { p: `For lawyers, we also process the bank account they register to be paid their consultation fees (bank, account number and account holder's name). The lawyer sees it masked (the last 4 digits only); the full number is read only by the administrators who make the payouts, and every change is recorded and e-mailed to the lawyer. Where payouts are made through PortOne's partner settlement, the lawyer's name, contact details and this account are registered with PortOne for that purpose.` },
      ],
    },
    {
      title: 'Retention period',
      body: [
        { p: ['Personal data is kept for ', { strong: '1 year after the consultation' }, ' and then deleted, unless a law requires us to keep specific records longer (for example payment records), in which case only those records are kept, for the period the law requires.'] },
        { p: 'The transcript of an online consultation (chat and captions, original and translation) is kept with its booking, can be read only by you and the lawyer you consulted, and is deleted with the consultation details at the end of the same period.' },
      ],
    },
    {
      title: 'Sharing with third parties',
      body: [
        { p: 'We do not share your personal data with third parties without your consent, except as required by law. When you book a consultation, the details of that booking are shared with the lawyer you chose, because you asked us to. During an online meeting, AI-powered interpretation processes the conversation to translate it in real time.' },
      ],
    },
    {
      title: 'Your right to refuse',
      body: [
        { p: 'You have the right to refuse consent to the collection and use of your personal data. If you refuse, we cannot answer a free check-up request or book a consultation for you, because we need the data above to do so. Optional items (such as uploaded documents) can be refused without any disadvantage.' },
        { p: 'You may also ask to see, correct or delete your personal data, or to stop its processing, by contacting us at the address below.' },
      ],
    },
    {
      title: 'Consent',
      body: [
        { p: 'Forms that collect personal data ask for your consent with this statement:' },
        { quote: '“I agree to the collection and use of my personal information as described in the Privacy Policy.”' },
      ],
    },
    {
      title: 'Contact',
      body: [{ p: ['For questions about this policy or your personal data, write to ', mail(BRAND.privacyEmail), '.'] }],
    },
    {
      title: 'Data protection officer',
      body: [{ p: ['Our data protection officer is ', { strong: BRAND.dpoName }, ', reachable at ', mail(BRAND.dpoEmail), ' and ', tel(BRAND.dpoPhone), '.'] }],
    },
    {
      title: 'Effective date',
      body: [{ p: `This policy is effective from ${BRAND.policyDate} and was last revised on ${BRAND.policyDate}.` }],
    },
  ],

  ko: [
    {
      title: '개인정보의 처리 목적',
      body: [
        { p: `${BRAND.companyKorean}(이하 "${BRAND.product}")은 서비스 운영을 위해서만 개인정보를 처리합니다. 즉, 무료 사전상담 요청에 답변하고, 이용자가 선택한 변호사와의 온라인 상담을 예약하고 결제할 수 있도록 하며, 상담에 필요한 링크를 발송하고, 이용자의 계정·북마크·쿠폰을 유지하고, 상담을 제공한 변호사에게 상담료를 정산하며, 법령상 의무를 이행하기 위하여 개인정보를 처리합니다. 이용자에게 미리 동의를 받지 않고는 그 밖의 목적으로 이용하지 않습니다.` },
      ],
    },
    {
      title: '수집하는 개인정보 항목',
      body: [
        {
          ul: [
            '성명',
            '생년월일',
            '성별',
            '국적',
            '연락처(이메일 주소 및 휴대전화번호)',
            '체류자격',
            '상담 내용(사안의 분야 및 내용, 예약 내역)',
            '온라인 상담 기록(채팅 메시지 및 실시간 자막과 그 기계 번역)',
            '업로드한 문서(이용자가 첨부를 선택한 경우에 한함, 선택 항목)',
          ],
        },
        { p: `결제는 ${BRAND.product}의 결제대행사(포트원(PortOne) 및 이를 통하여 연동된 국내 결제대행사, 또는 Stripe)가 처리하며, 결제대행사는 결제 처리에 필요한 정보(결제 금액, 결제 대상 예약, 이용자의 성명과 이메일 주소, 이용자가 결제 화면에 입력한 카드번호 등의 결제 정보)를 받습니다. 카드 정보는 ${BRAND.product}이 저장하지 않습니다.` },
        { p: `변호사의 경우, 상담료를 지급받기 위하여 등록한 정산 계좌(은행, 계좌번호, 예금주)도 처리합니다. 변호사 본인에게는 계좌번호의 끝 4자리만 표시되고, 전체 계좌번호는 정산금을 지급하는 관리자만 열람하며, 계좌가 변경될 때마다 그 내역이 기록되고 변호사에게 이메일로 안내됩니다. 포트원(PortOne)의 파트너 정산으로 지급하는 경우에는 그 목적으로 변호사의 성명, 연락처 및 정산 계좌가 포트원에 등록됩니다.` },
      ],
    },
    {
      title: '개인정보의 보유 기간',
      body: [
        { p: ['개인정보는 ', { strong: '상담 후 1년간' }, ' 보유한 후 파기합니다. 다만, 법령에 따라 특정 기록(예: 결제 기록)을 더 오래 보존하여야 하는 경우에는 해당 기록만을 법령에서 정한 기간 동안 보존합니다.'] },
        { p: '온라인 상담 기록(채팅과 자막의 원문 및 번역)은 해당 예약과 함께 보관되며, 이용자와 상담한 변호사만 열람할 수 있고, 같은 기간이 지나면 상담 내용과 함께 파기합니다.' },
      ],
    },
    {
      title: '개인정보의 제3자 제공',
      body: [
        { p: '법령에 따른 경우를 제외하고는 이용자의 동의 없이 개인정보를 제3자에게 제공하지 않습니다. 이용자가 상담을 예약하면 이용자의 요청에 따라 해당 예약의 내용이 이용자가 선택한 변호사에게 제공됩니다. 온라인 상담 중에는 AI 통역이 실시간 번역을 위하여 대화 내용을 처리합니다.' },
      ],
    },
    {
      title: '동의를 거부할 권리',
      body: [
        { p: '이용자는 개인정보 수집·이용에 대한 동의를 거부할 권리가 있습니다. 동의를 거부하는 경우, 위의 정보가 있어야 하므로 무료 사전상담 요청에 답변하거나 상담을 예약해 드릴 수 없습니다. 선택 항목(업로드한 문서 등)은 동의를 거부하더라도 어떠한 불이익도 없습니다.' },
        { p: '또한 이용자는 아래 연락처로 연락하여 자신의 개인정보에 대한 열람, 정정·삭제 또는 처리정지를 요구할 수 있습니다.' },
      ],
    },
    {
      title: '동의',
      body: [
        { p: '개인정보를 수집하는 양식은 다음 문구로 이용자의 동의를 받습니다.' },
        { quote: '“개인정보처리방침에 따른 개인정보 수집 및 이용에 동의합니다.”' },
      ],
    },
    {
      title: '문의처',
      body: [{ p: ['이 방침이나 개인정보에 관한 문의는 이메일(', mail(BRAND.privacyEmail), ')로 보내 주십시오.'] }],
    },
    {
      title: '개인정보 보호책임자',
      body: [{ p: ['개인정보 보호책임자는 ', { strong: BRAND.dpoName }, '입니다. 연락처: 이메일 ', mail(BRAND.dpoEmail), ', 전화 ', tel(BRAND.dpoPhone), '.'] }],
    },
    {
      title: '시행일',
      body: [{ p: `이 방침은 ${BRAND.policyDate}부터 시행되며, 최종 개정일은 ${BRAND.policyDate}입니다.` }],
    },
  ],

  zh: [
    {
      title: '处理目的',
      body: [
        { p: `${BRAND.company}（以下简称“${BRAND.product}”）仅为运营其服务而处理个人信息：回复免费预咨询请求，使您能够预约并支付与您所选律师的在线咨询，向您发送咨询所需的链接，维护您的账户、收藏和优惠券，向提供咨询的律师结算咨询费，以及履行法定义务。未经事先征得您的同意，我们不会将其用于任何其他目的。` },
      ],
    },
    {
      title: '我们收集的个人信息',
      body: [
        {
          ul: [
            '姓名',
            '出生日期',
            '性别',
            '国籍',
            '联系方式（电子邮件地址和手机号码）',
            '居留身份',
            '咨询详情（您事项的类别和描述、您的预约）',
            '在线咨询记录：聊天消息和实时字幕及其机器翻译',
            '上传的文件，仅限您选择附上时（可选）',
          ],
        },
        { p: `付款由${BRAND.product}的支付服务提供商（PortOne 及通过其接入的韩国支付网关，或 Stripe）处理，它们会收到处理付款所需的信息：金额、所支付的预约、您的姓名和电子邮件地址，以及您在其支付页面输入的银行卡号等支付信息。${BRAND.product}从不存储银行卡信息。` },
        { p: `对于律师，我们还会处理其为收取咨询费而登记的银行账户（银行、账号和账户持有人姓名）。律师本人只能看到经过遮蔽的账号（仅显示最后 4 位）；完整账号仅由负责付款的管理员查阅，每次变更都会被记录并通过电子邮件通知律师。通过 PortOne 合作伙伴结算付款时，律师的姓名、联系方式和该账户将为此目的登记到 PortOne。` },
      ],
    },
    {
      title: '保存期限',
      body: [
        { p: ['个人信息保存至', { strong: '咨询结束后 1 年' }, '，之后予以删除；但如法律要求我们将特定记录（例如支付记录）保存更长时间，则仅保存该等记录，保存期限为法律规定的期限。'] },
        { p: '在线咨询记录（聊天和字幕的原文及译文）与相应预约一同保存，仅您和为您提供咨询的律师可以查阅，并在同一期限届满时与咨询详情一并删除。' },
      ],
    },
    {
      title: '向第三方提供',
      body: [
        { p: '除法律要求外，未经您的同意，我们不会向第三方提供您的个人信息。当您预约咨询时，由于您提出了该请求，该预约的详情将提供给您所选的律师。在线会谈期间，AI 口译会处理对话内容，以便进行实时翻译。' },
      ],
    },
    {
      title: '您的拒绝权',
      body: [
        { p: '您有权拒绝同意收集和使用您的个人信息。如您拒绝，我们将无法回复免费预咨询请求，也无法为您预约咨询，因为我们需要上述信息才能提供这些服务。可选项目（例如上传的文件）可以拒绝，且不会对您造成任何不利影响。' },
        { p: '您还可以通过下列联系方式与我们联系，要求查阅、更正或删除您的个人信息，或要求停止处理。' },
      ],
    },
    {
      title: '同意',
      body: [
        { p: '收集个人信息的表单会以下列声明征求您的同意：' },
        { quote: '“我同意按照隐私政策所述收集和使用我的个人信息。”' },
      ],
    },
    {
      title: '联系方式',
      body: [{ p: ['如对本政策或您的个人信息有任何疑问，请发送电子邮件至 ', mail(BRAND.privacyEmail), '。'] }],
    },
    {
      title: '个人信息保护负责人',
      body: [{ p: ['我们的个人信息保护负责人为 ', { strong: BRAND.dpoName }, '，联系方式：', mail(BRAND.dpoEmail), '，电话 ', tel(BRAND.dpoPhone), '。'] }],
    },
    {
      title: '生效日期',
      body: [{ p: `本政策自 ${BRAND.policyDate} 起生效，最后修订日期为 ${BRAND.policyDate}。` }],
    },
  ],

  ja: [
    {
      title: '処理の目的',
      body: [
        { p: `${BRAND.company}（以下「${BRAND.product}」といいます。）は、サービスを運営するためにのみ個人情報を処理します。すなわち、無料事前相談のお申込みへの回答、お客様が選んだ弁護士とのオンライン相談の予約および支払い、相談に必要なリンクの送付、お客様のアカウント・ブックマーク・クーポンの管理、相談を担当した弁護士への相談料の精算、ならびに法令上の義務の履行のために処理します。あらかじめお客様の同意を得ることなく、その他の目的に利用することはありません。` },
      ],
    },
    {
      title: '収集する個人情報',
      body: [
        {
          ul: [
            '氏名',
            '生年月日',
            '性別',
            '国籍',
            '連絡先（メールアドレスおよび携帯電話番号）',
            '在留資格',
            '相談内容（案件の分野と内容、ご予約）',
            'オンライン相談の記録（チャットメッセージとライブ字幕、およびその機械翻訳）',
            'アップロードされた書類（お客様が添付を選択した場合に限ります。任意）',
          ],
        },
        { p: `お支払いは${BRAND.product}の決済代行会社（PortOneおよびPortOneを通じて接続する韓国の決済代行会社、またはStripe）が処理し、決済代行会社は決済の処理に必要な情報（金額、支払対象の予約、お客様の氏名とメールアドレス、お客様が決済画面に入力したカード番号などの決済情報）を受け取ります。カード情報を${BRAND.product}が保存することはありません。` },
        { p: `弁護士については、相談料の支払いを受けるために登録した銀行口座（銀行、口座番号、口座名義）も処理します。弁護士本人には口座番号の末尾4桁のみが表示され、口座番号全体は支払いを行う管理者のみが閲覧します。口座が変更されるたびにその内容が記録され、弁護士にメールで通知されます。PortOneのパートナー精算により支払う場合は、その目的のため、弁護士の氏名、連絡先およびこの口座がPortOneに登録されます。` },
      ],
    },
    {
      title: '保存期間',
      body: [
        { p: ['個人情報は', { strong: '相談後1年間' }, '保存した後、削除します。ただし、法令により特定の記録（例えば決済記録）をより長く保存する必要がある場合は、当該記録のみを法令で定める期間保存します。'] },
        { p: 'オンライン相談の記録（チャットと字幕の原文および翻訳）は、その予約とともに保存され、お客様と相談を担当した弁護士のみが閲覧でき、同じ期間の経過後に相談内容とともに削除します。' },
      ],
    },
    {
      title: '第三者への提供',
      body: [
        { p: '法令に基づく場合を除き、お客様の同意なく個人情報を第三者に提供することはありません。お客様が相談を予約された場合、お客様のご依頼に基づき、その予約の内容をお客様が選んだ弁護士に提供します。オンライン面談中は、リアルタイムで翻訳するため、AI通訳が会話を処理します。' },
      ],
    },
    {
      title: '同意を拒否する権利',
      body: [
        { p: 'お客様には、個人情報の収集および利用への同意を拒否する権利があります。拒否された場合、上記の情報が必要となるため、無料事前相談のお申込みへの回答や相談の予約を行うことができません。任意項目（アップロードされた書類など）は、拒否されても一切不利益はありません。' },
        { p: 'また、下記の連絡先までご連絡いただくことで、個人情報の開示、訂正もしくは削除、または処理の停止を求めることができます。' },
      ],
    },
    {
      title: '同意',
      body: [
        { p: '個人情報を収集するフォームでは、次の文言によりお客様の同意をいただきます。' },
        { quote: '「プライバシーポリシーに記載のとおり、個人情報の収集および利用に同意します。」' },
      ],
    },
    {
      title: 'お問い合わせ先',
      body: [{ p: ['本ポリシーまたはお客様の個人情報に関するお問い合わせは、', mail(BRAND.privacyEmail), 'までお寄せください。'] }],
    },
    {
      title: '個人情報保護責任者',
      body: [{ p: ['当社の個人情報保護責任者は', { strong: BRAND.dpoName }, 'です。連絡先：', mail(BRAND.dpoEmail), '、', tel(BRAND.dpoPhone), '。'] }],
    },
    {
      title: '施行日',
      body: [{ p: `本ポリシーは${BRAND.policyDate}から施行され、最終改定日は${BRAND.policyDate}です。` }],
    },
  ],

  vi: [
    {
      title: 'Mục đích xử lý',
      body: [
        { p: `${BRAND.company} ("${BRAND.product}") chỉ xử lý dữ liệu cá nhân để vận hành dịch vụ của mình: trả lời các yêu cầu tư vấn sơ bộ miễn phí, cho phép bạn đặt lịch và thanh toán các buổi tư vấn trực tuyến với luật sư bạn chọn, gửi cho bạn các đường liên kết cần thiết cho buổi tư vấn, duy trì tài khoản, danh sách đã lưu và phiếu giảm giá của bạn, quyết toán phí tư vấn cho luật sư đã thực hiện buổi tư vấn, và thực hiện các nghĩa vụ theo quy định của pháp luật. Chúng tôi không sử dụng dữ liệu này cho bất kỳ mục đích nào khác khi chưa hỏi ý kiến bạn trước.` },
      ],
    },
    {
      title: 'Dữ liệu cá nhân chúng tôi thu thập',
      body: [
        {
          ul: [
            'Họ và tên',
            'Ngày sinh',
            'Giới tính',
            'Quốc tịch',
            'Thông tin liên lạc (địa chỉ email và số điện thoại di động)',
            'Tư cách lưu trú',
            'Chi tiết tư vấn (lĩnh vực và mô tả vụ việc của bạn, các lịch hẹn của bạn)',
            'Bản ghi buổi tư vấn trực tuyến: tin nhắn trò chuyện và phụ đề trực tiếp, kèm bản dịch máy',
            'Tài liệu tải lên, chỉ khi bạn chọn đính kèm (không bắt buộc)',
          ],
        },
        { p: `Các khoản thanh toán do nhà cung cấp dịch vụ thanh toán của ${BRAND.product} (PortOne và các cổng thanh toán Hàn Quốc kết nối qua PortOne, hoặc Stripe) xử lý; họ nhận những thông tin cần thiết để xử lý thanh toán: số tiền, lịch hẹn được thanh toán, họ tên và địa chỉ email của bạn, và thông tin thanh toán bạn nhập trên trang thanh toán của họ, chẳng hạn như số thẻ. Dữ liệu thẻ không bao giờ được ${BRAND.product} lưu trữ.` },
        { p: `Đối với luật sư, chúng tôi còn xử lý tài khoản ngân hàng mà luật sư đăng ký để nhận phí tư vấn (ngân hàng, số tài khoản và tên chủ tài khoản). Luật sư chỉ thấy số tài khoản đã được che (chỉ 4 chữ số cuối); số đầy đủ chỉ những quản trị viên thực hiện việc chi trả mới được xem, và mỗi lần thay đổi đều được ghi lại và thông báo cho luật sư qua email. Khi việc chi trả được thực hiện qua dịch vụ quyết toán đối tác của PortOne, tên, thông tin liên lạc của luật sư và tài khoản này được đăng ký với PortOne cho mục đích đó.` },
      ],
    },
    {
      title: 'Thời hạn lưu giữ',
      body: [
        { p: ['Dữ liệu cá nhân được lưu giữ trong ', { strong: '1 năm sau buổi tư vấn' }, ' rồi bị xóa, trừ khi pháp luật yêu cầu chúng tôi lưu giữ một số hồ sơ cụ thể lâu hơn (ví dụ hồ sơ thanh toán); khi đó chỉ những hồ sơ đó được lưu giữ, trong thời hạn pháp luật yêu cầu.'] },
        { p: 'Bản ghi buổi tư vấn trực tuyến (trò chuyện và phụ đề, bản gốc và bản dịch) được lưu cùng lịch hẹn tương ứng, chỉ bạn và luật sư đã tư vấn cho bạn được xem, và bị xóa cùng chi tiết tư vấn khi hết cùng thời hạn đó.' },
      ],
    },
    {
      title: 'Chia sẻ với bên thứ ba',
      body: [
        { p: 'Chúng tôi không chia sẻ dữ liệu cá nhân của bạn với bên thứ ba khi chưa có sự đồng ý của bạn, trừ trường hợp pháp luật yêu cầu. Khi bạn đặt lịch tư vấn, thông tin chi tiết của lịch hẹn đó được chia sẻ với luật sư bạn đã chọn, vì bạn đã yêu cầu chúng tôi làm vậy. Trong buổi gặp trực tuyến, tính năng phiên dịch bằng AI xử lý cuộc trò chuyện để dịch theo thời gian thực.' },
      ],
    },
    {
      title: 'Quyền từ chối của bạn',
      body: [
        { p: 'Bạn có quyền từ chối đồng ý với việc thu thập và sử dụng dữ liệu cá nhân của mình. Nếu bạn từ chối, chúng tôi không thể trả lời yêu cầu tư vấn sơ bộ miễn phí hoặc đặt lịch tư vấn cho bạn, vì chúng tôi cần các dữ liệu nêu trên để làm việc đó. Bạn có thể từ chối các mục không bắt buộc (như tài liệu tải lên) mà không chịu bất kỳ bất lợi nào.' },
        { p: 'Bạn cũng có thể yêu cầu xem, sửa hoặc xóa dữ liệu cá nhân của mình, hoặc ngừng xử lý dữ liệu đó, bằng cách liên hệ với chúng tôi theo địa chỉ dưới đây.' },
      ],
    },
    {
      title: 'Sự đồng ý',
      body: [
        { p: 'Các biểu mẫu thu thập dữ liệu cá nhân sẽ xin sự đồng ý của bạn bằng tuyên bố sau:' },
        { quote: '“Tôi đồng ý với việc thu thập và sử dụng thông tin cá nhân của mình như được mô tả trong Chính sách quyền riêng tư.”' },
      ],
    },
    {
      title: 'Liên hệ',
      body: [{ p: ['Nếu có câu hỏi về chính sách này hoặc về dữ liệu cá nhân của bạn, vui lòng gửi email đến ', mail(BRAND.privacyEmail), '.'] }],
    },
    {
      title: 'Người phụ trách bảo vệ dữ liệu',
      body: [{ p: ['Người phụ trách bảo vệ dữ liệu của chúng tôi là ', { strong: BRAND.dpoName }, ', có thể liên hệ qua ', mail(BRAND.dpoEmail), ' và ', tel(BRAND.dpoPhone), '.'] }],
    },
    {
      title: 'Ngày hiệu lực',
      body: [{ p: `Chính sách này có hiệu lực từ ngày ${BRAND.policyDate} và được sửa đổi lần cuối vào ngày ${BRAND.policyDate}.` }],
    },
  ],
};
