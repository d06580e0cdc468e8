// Terms of service (이용약관): English (the original) and its translations, the same sections in each
// language. Rendered by pages/[...lang]/terms-of-service.astro on the server.
import { BRAND, mail, type Policy } from './types.ts';

const P = BRAND.product;

export const TERMS: Policy = {
  en: [
    {
      title: `What ${P} is`,
      body: [
        { p: `${P} is an independent platform where licensed Korean lawyers and patent attorneys advertise online consultations. ${P} is not a law firm, does not give legal advice and does not represent anyone. It does not recommend, prefer or rank lawyers: you alone choose your lawyer.` },
      ],
    },
    {
      title: 'The consultation',
      body: [
        {
          ul: [
            'The consultation is a service of the lawyer you book; the lawyer is responsible for its content. Consultations are online only and handled directly by the licensed lawyer.',
            `Consultation fees are set by each lawyer for 20, 40 and 60 minutes and belong to the lawyer. ${P} takes no share of them; how they are settled to the lawyer is set out below.`,
            'Follow-up work after the first consultation is arranged directly between you and the lawyer.',
          ],
        },
      ],
    },
    {
      title: 'Bookings and payment',
      body: [
        {
          ul: [
            'Times are in Korea Standard Time (KST). A booking is made when you confirm it and complete the payment; the lawyer then confirms it.',
            'You may cancel a pending booking at any time, and a confirmed booking until 24 hours before it starts; the payment is then refunded. A booking cancelled by the lawyer is refunded in full.',
            `Coupons are offered by lawyers or by ${P}, can be used once, and only until they expire.`,
          ],
        },
      ],
    },
    {
      title: 'Consultation fees and settlement',
      body: [
        { p: `${P} takes no share of consultation fees: its platform fee is zero. Under the Attorney-at-Law Act, a person who is not a lawyer may not share in a lawyer's fees or be paid for introducing clients to a lawyer.` },
        {
          ul: [
            `Payments are taken online on the lawyer's behalf by ${P}'s payment providers: Korean payment gateways connected through PortOne, which also accept international cards, and Stripe where it is offered.`,
            'Each paid consultation fee is recorded for the lawyer in a settlement ledger, together with the booking it pays for.',
            "The payment provider's processing fee is deducted from the lawyer's settlement.",
            `A discount from the lawyer's own coupon reduces the lawyer's share. A coupon issued by ${P} is ${P}'s own promotion: the lawyer's settlement is still calculated on the full listed fee.`,
            'Statements are closed for each calendar month (Korea Standard Time). After the close, the amount owed is paid to the bank account the lawyer has registered; a negative balance (refunds exceeding payments) is carried to the next statement. Lawyers can check each statement line by line in the lawyer portal.',
            'When a payment is refunded, its ledger entries are reversed, so a refunded booking leaves nothing to settle.',
          ],
        },
      ],
    },
    {
      title: 'Your account',
      body: [
        { p: 'Keep your password secret and give accurate information. Do not use the service to harass lawyers or other users, to send unlawful content, or to interfere with the service.' },
      ],
    },
    {
      title: 'Free check-up',
      body: [
        { p: `The free check-up helps you prepare and find the practice area that fits your matter. It is not legal advice, and it is not routed to a particular lawyer chosen by ${P}.` },
      ],
    },
    {
      title: 'Liability',
      body: [
        { p: `${P} is responsible for running the platform with due care. It is not responsible for the legal advice given by lawyers, which is their own professional responsibility.` },
      ],
    },
    {
      title: 'Governing law',
      body: [{ p: ['These terms are governed by the laws of the Republic of Korea. Contact: ', mail(BRAND.email), '.'] }],
    },
  ],

  ko: [
    {
      title: `${P}의 성격`,
      body: [
        { p: `${P}은 자격을 갖춘 한국 변호사와 변리사가 온라인 상담을 광고하는 독립된 플랫폼입니다. ${P}은 법률사무소가 아니며, 법률 자문을 제공하지 않고, 누구도 대리하지 않습니다. ${P}은 변호사를 추천하거나 우대하거나 순위를 매기지 않으며, 변호사는 이용자 본인이 직접 선택합니다.` },
      ],
    },
    {
      title: '상담',
      body: [
        {
          ul: [
            '상담은 이용자가 예약한 변호사가 제공하는 서비스이며, 상담 내용에 대한 책임은 해당 변호사에게 있습니다. 상담은 온라인으로만 진행되며, 자격을 갖춘 변호사가 직접 수행합니다.',
            `상담료는 각 변호사가 20분, 40분, 60분 단위로 정하며 변호사에게 귀속됩니다. ${P}은 상담료의 일부를 수수하지 않으며, 변호사에 대한 정산은 아래에서 정하는 바에 따릅니다.`,
            '첫 상담 이후의 후속 업무는 이용자와 변호사가 직접 협의하여 정합니다.',
          ],
        },
      ],
    },
    {
      title: '예약 및 결제',
      body: [
        {
          ul: [
            '시간은 한국 표준시(KST) 기준입니다. 예약은 이용자가 예약을 확정하고 결제를 완료한 때에 성립하며, 이후 변호사가 예약을 확정합니다.',
            '대기 중인 예약은 언제든지, 확정된 예약은 상담 시작 24시간 전까지 취소할 수 있으며, 이 경우 결제 금액은 환불됩니다. 변호사가 취소한 예약은 전액 환불됩니다.',
            `쿠폰은 변호사 또는 ${P}이 제공하며, 1회에 한하여 유효기간 내에서만 사용할 수 있습니다.`,
          ],
        },
      ],
    },
    {
      title: '상담료의 정산',
      body: [
        { p: `${P}은 상담료의 일부도 받지 않으며, 플랫폼 수수료는 0원입니다. 변호사법은 변호사가 아닌 자가 변호사의 보수를 분배받거나 변호사에게 의뢰인을 소개하고 그 대가를 받는 것을 금지하고 있습니다.` },
        {
          ul: [
            `상담료는 변호사를 대신하여 ${P}의 결제대행사가 온라인으로 수납합니다. 결제대행사는 포트원(PortOne)을 통하여 연동된 국내 결제대행사(해외 발급 카드 결제 포함)이며, 제공되는 경우 Stripe를 함께 이용합니다.`,
            '결제된 상담료는 건별로 해당 예약과 함께 변호사의 정산 원장에 기록됩니다.',
            '결제대행사의 결제 수수료는 변호사의 정산 금액에서 공제됩니다.',
            `변호사가 발행한 쿠폰의 할인액은 변호사의 정산 금액에서 차감됩니다. ${P}이 발행한 쿠폰은 ${P}이 부담하는 프로모션이며, 변호사의 정산 금액은 할인 전 상담료를 기준으로 산정됩니다.`,
            '정산은 매월(한국 표준시 기준 1일부터 말일까지) 단위로 마감합니다. 마감 후 정산 금액은 변호사가 등록한 은행 계좌로 지급되며, 환불액이 결제액을 초과하여 잔액이 음수인 경우 그 금액은 다음 정산으로 이월됩니다. 변호사는 변호사 포털에서 정산서와 그 내역을 건별로 확인할 수 있습니다.',
            '결제가 환불되면 해당 원장 기록은 반대 기록으로 상계되므로, 환불된 예약에 대하여는 정산할 금액이 남지 않습니다.',
          ],
        },
      ],
    },
    {
      title: '이용자의 계정',
      body: [
        { p: '비밀번호는 타인에게 알리지 말고, 정확한 정보를 제공하여야 합니다. 변호사나 다른 이용자를 괴롭히거나, 불법적인 내용을 전송하거나, 서비스 운영을 방해하는 용도로 서비스를 이용해서는 안 됩니다.' },
      ],
    },
    {
      title: '무료 사전상담',
      body: [
        { p: `무료 사전상담은 이용자가 상담을 준비하고 자신의 사안에 맞는 업무 분야를 찾도록 돕는 서비스입니다. 이는 법률 자문이 아니며, ${P}이 선택한 특정 변호사에게 연결되지 않습니다.` },
      ],
    },
    {
      title: '책임',
      body: [
        { p: `${P}은 선량한 관리자의 주의로 플랫폼을 운영할 책임을 집니다. 변호사가 제공한 법률 자문에 대하여는 책임을 지지 않으며, 이는 해당 변호사 자신의 직업상 책임입니다.` },
      ],
    },
    {
      title: '준거법',
      body: [{ p: ['이 약관은 대한민국 법률에 따릅니다. 문의: ', mail(BRAND.email), '.'] }],
    },
  ],

  zh: [
    {
      title: `${P}是什么`,
      body: [
        { p: `${P}是一个独立平台，持有执照的韩国律师和专利代理人在此发布在线咨询广告。${P}不是律师事务所，不提供法律意见，也不代理任何人。${P}不推荐、不偏向任何律师，也不对律师进行排名：律师完全由您自行选择。` },
      ],
    },
    {
      title: '咨询',
      body: [
        {
          ul: [
            '咨询是您所预约律师提供的服务，律师对咨询内容负责。咨询仅在线进行，由持有执照的律师亲自处理。',
            `咨询费由每位律师分别就 20、40 和 60 分钟设定，归律师所有。${P}不从中抽取任何分成；向律师结算的方式见下文。`,
            '首次咨询之后的后续工作，由您与律师直接商定。',
          ],
        },
      ],
    },
    {
      title: '预约与付款',
      body: [
        {
          ul: [
            '时间均为韩国标准时间（KST）。您确认预约并完成付款后，预约即告成立；随后由律师确认该预约。',
            '待确认的预约可随时取消，已确认的预约可在开始前 24 小时之前取消；取消后款项将予以退还。律师取消的预约将全额退款。',
            `优惠券由律师或${P}提供，仅可使用一次，且仅在有效期内使用。`,
          ],
        },
      ],
    },
    {
      title: '咨询费与结算',
      body: [
        { p: `${P}不从咨询费中抽取任何分成，平台服务费为零。根据韩国《律师法》，非律师不得分享律师的报酬，也不得因向律师介绍当事人而收取费用。` },
        {
          ul: [
            `咨询费由${P}的支付服务提供商代律师在线收取：通过 PortOne 接入的韩国支付网关（亦受理境外发行的银行卡），以及在提供时的 Stripe。`,
            '每一笔已支付的咨询费均连同其对应的预约记入该律师的结算台账。',
            '支付服务提供商收取的手续费从律师的结算金额中扣除。',
            `律师本人发放的优惠券所产生的折扣，从律师的结算金额中扣减。${P}发放的优惠券属于${P}自身的促销活动：律师的结算金额仍按折扣前的标价咨询费计算。`,
            '结算按自然月（韩国标准时间）结账。结账后，应付金额将支付至律师登记的银行账户；如退款超过收款而出现负余额，该余额将结转至下一期结算。律师可在律师门户中逐笔查看每份结算单及其明细。',
            '款项退还时，相应的台账记录将被冲销，因此已退款的预约不会留下任何待结算金额。',
          ],
        },
      ],
    },
    {
      title: '您的账户',
      body: [
        { p: '请对您的密码保密，并提供准确的信息。不得利用本服务骚扰律师或其他用户、发送违法内容或干扰本服务的运行。' },
      ],
    },
    {
      title: '免费预咨询',
      body: [
        { p: `免费预咨询帮助您做好准备，并找到适合您事项的业务领域。它不是法律意见，也不会被转交给由${P}选定的特定律师。` },
      ],
    },
    {
      title: '责任',
      body: [
        { p: `${P}负责以应有的谨慎运营本平台。对于律师提供的法律意见，${P}不承担责任，该等意见属于律师本人的职业责任。` },
      ],
    },
    {
      title: '适用法律',
      body: [{ p: ['本条款受大韩民国法律管辖。联系方式：', mail(BRAND.email), '。'] }],
    },
  ],

  ja: [
    {
      title: `${P}とは`,
      body: [
        { p: `${P}は、資格を有する韓国の弁護士および弁理士がオンライン相談を広告する独立したプラットフォームです。${P}は法律事務所ではなく、法的助言を行わず、いかなる者の代理も行いません。${P}は弁護士を推薦、優遇または順位付けすることはありません。弁護士はお客様ご自身が選びます。` },
      ],
    },
    {
      title: '相談',
      body: [
        {
          ul: [
            '相談は、お客様が予約した弁護士が提供するサービスであり、その内容については当該弁護士が責任を負います。相談はオンラインのみで行われ、資格を有する弁護士が直接対応します。',
            `相談料は各弁護士が20分、40分、60分ごとに設定し、弁護士に帰属します。${P}はその一部を受け取りません。弁護士への精算については下記のとおりです。`,
            '初回相談後の継続業務については、お客様と弁護士との間で直接取り決めます。',
          ],
        },
      ],
    },
    {
      title: '予約と支払い',
      body: [
        {
          ul: [
            '時刻は韓国標準時（KST）です。予約は、お客様が予約を確定し支払いを完了した時点で成立し、その後、弁護士が予約を確定します。',
            '確定待ちの予約はいつでも、確定済みの予約は開始の24時間前までキャンセルでき、その場合は支払額が返金されます。弁護士がキャンセルした予約は全額返金されます。',
            `クーポンは弁護士または${P}が提供するもので、1回限り、有効期限内に限り使用できます。`,
          ],
        },
      ],
    },
    {
      title: '相談料と精算',
      body: [
        { p: `${P}は相談料の一部を受け取らず、プラットフォーム手数料はゼロです。韓国の弁護士法は、弁護士でない者が弁護士の報酬の分配を受けること、また弁護士に依頼者を紹介して対価を受けることを禁じています。` },
        {
          ul: [
            `相談料は、弁護士に代わって${P}の決済代行会社がオンラインで受領します。決済代行会社は、PortOneを通じて接続する韓国の決済代行会社（海外発行カードにも対応）であり、提供されている場合はStripeも利用します。`,
            '支払われた相談料は、1件ごとに対応する予約とともに弁護士の精算台帳に記録されます。',
            '決済代行会社の決済手数料は、弁護士の精算額から差し引かれます。',
            `弁護士自身が発行したクーポンの割引額は、弁護士の精算額から差し引かれます。${P}が発行したクーポンは${P}自身のプロモーションであり、弁護士の精算額は割引前の相談料に基づいて計算されます。`,
            '精算は暦月ごと（韓国標準時）に締めます。締め後、精算額は弁護士が登録した銀行口座に支払われます。返金が支払いを上回って残高がマイナスとなった場合は、次回の精算に繰り越されます。弁護士は、弁護士ポータルで各精算書とその明細を1件ずつ確認できます。',
            '支払いが返金された場合、対応する台帳の記録は反対の記録により相殺されるため、返金された予約について精算する金額は残りません。',
          ],
        },
      ],
    },
    {
      title: 'お客様のアカウント',
      body: [
        { p: 'パスワードは秘密にし、正確な情報を提供してください。弁護士や他の利用者への嫌がらせ、違法な内容の送信、またはサービスの妨害のために本サービスを利用してはなりません。' },
      ],
    },
    {
      title: '無料事前相談',
      body: [
        { p: `無料事前相談は、お客様が相談の準備をし、ご自身の案件に合った取扱分野を見つけるためのものです。法的助言ではなく、${P}が選んだ特定の弁護士に回されることもありません。` },
      ],
    },
    {
      title: '責任',
      body: [
        { p: `${P}は、相当の注意をもってプラットフォームを運営する責任を負います。弁護士が行う法的助言については責任を負わず、それは弁護士自身の職業上の責任です。` },
      ],
    },
    {
      title: '準拠法',
      body: [{ p: ['本規約は大韓民国の法律に準拠します。お問い合わせ先：', mail(BRAND.email), '。'] }],
    },
  ],

  vi: [
    {
      title: `${P} là gì`,
      body: [
        { p: `${P} là một nền tảng độc lập, nơi các luật sư và luật sư sáng chế Hàn Quốc có giấy phép hành nghề quảng cáo dịch vụ tư vấn trực tuyến. ${P} không phải là công ty luật, không đưa ra tư vấn pháp lý và không đại diện cho bất kỳ ai. ${P} không giới thiệu, không ưu tiên và không xếp hạng luật sư: chỉ bạn là người chọn luật sư của mình.` },
      ],
    },
    {
      title: 'Buổi tư vấn',
      body: [
        {
          ul: [
            'Buổi tư vấn là dịch vụ của luật sư mà bạn đặt lịch; luật sư chịu trách nhiệm về nội dung tư vấn. Các buổi tư vấn chỉ diễn ra trực tuyến và do chính luật sư có giấy phép hành nghề thực hiện.',
            `Phí tư vấn do từng luật sư đặt cho các buổi 20, 40 và 60 phút và thuộc về luật sư. ${P} không nhận bất kỳ phần nào trong khoản phí đó; việc quyết toán cho luật sư được quy định dưới đây.`,
            'Các công việc tiếp theo sau buổi tư vấn đầu tiên do bạn và luật sư trực tiếp thỏa thuận.',
          ],
        },
      ],
    },
    {
      title: 'Đặt lịch và thanh toán',
      body: [
        {
          ul: [
            'Thời gian được tính theo giờ chuẩn Hàn Quốc (KST). Lịch hẹn được tạo khi bạn xác nhận và hoàn tất thanh toán; sau đó luật sư sẽ xác nhận lịch hẹn.',
            'Bạn có thể hủy lịch hẹn đang chờ xác nhận vào bất kỳ lúc nào, và hủy lịch hẹn đã được xác nhận cho đến 24 giờ trước khi bắt đầu; khi đó khoản thanh toán sẽ được hoàn lại. Lịch hẹn do luật sư hủy được hoàn tiền toàn bộ.',
            `Phiếu giảm giá do luật sư hoặc ${P} cung cấp, chỉ được sử dụng một lần và chỉ trước khi hết hạn.`,
          ],
        },
      ],
    },
    {
      title: 'Phí tư vấn và việc quyết toán cho luật sư',
      body: [
        { p: `${P} không nhận bất kỳ phần nào của phí tư vấn: phí nền tảng bằng không. Theo Luật Luật sư của Hàn Quốc, người không phải là luật sư không được chia phần thù lao của luật sư hoặc nhận tiền cho việc giới thiệu khách hàng cho luật sư.` },
        {
          ul: [
            `Khoản thanh toán được các nhà cung cấp dịch vụ thanh toán của ${P} thu trực tuyến thay mặt cho luật sư: các cổng thanh toán Hàn Quốc kết nối qua PortOne (chấp nhận cả thẻ phát hành ở nước ngoài) và Stripe ở nơi có cung cấp.`,
            'Mỗi khoản phí tư vấn đã thanh toán được ghi cho luật sư trong sổ quyết toán, kèm theo lịch hẹn tương ứng.',
            'Phí xử lý của nhà cung cấp dịch vụ thanh toán được khấu trừ vào số tiền quyết toán của luật sư.',
            `Khoản giảm giá từ phiếu giảm giá do chính luật sư phát hành được trừ vào phần của luật sư. Phiếu giảm giá do ${P} phát hành là chương trình khuyến mại của riêng ${P}: số tiền quyết toán của luật sư vẫn được tính trên mức phí niêm yết đầy đủ.`,
            'Bảng quyết toán được chốt theo từng tháng dương lịch (giờ chuẩn Hàn Quốc). Sau khi chốt, số tiền phải trả được chuyển vào tài khoản ngân hàng mà luật sư đã đăng ký; nếu số tiền hoàn lại vượt quá số tiền thanh toán khiến số dư bị âm, số dư đó được chuyển sang kỳ quyết toán sau. Luật sư có thể kiểm tra từng bảng quyết toán theo từng dòng trong cổng thông tin dành cho luật sư.',
            'Khi một khoản thanh toán được hoàn lại, các bút toán tương ứng được ghi đảo, vì vậy lịch hẹn đã hoàn tiền không còn khoản nào phải quyết toán.',
          ],
        },
      ],
    },
    {
      title: 'Tài khoản của bạn',
      body: [
        { p: 'Hãy giữ bí mật mật khẩu và cung cấp thông tin chính xác. Không sử dụng dịch vụ để quấy rối luật sư hoặc người dùng khác, gửi nội dung trái pháp luật, hoặc cản trở hoạt động của dịch vụ.' },
      ],
    },
    {
      title: 'Tư vấn sơ bộ miễn phí',
      body: [
        { p: `Tư vấn sơ bộ miễn phí giúp bạn chuẩn bị và tìm lĩnh vực hành nghề phù hợp với vụ việc của mình. Đây không phải là tư vấn pháp lý và không được chuyển đến một luật sư cụ thể do ${P} chọn.` },
      ],
    },
    {
      title: 'Trách nhiệm',
      body: [
        { p: `${P} chịu trách nhiệm vận hành nền tảng với sự cẩn trọng cần thiết. ${P} không chịu trách nhiệm về ý kiến tư vấn pháp lý do luật sư đưa ra; đó là trách nhiệm nghề nghiệp của chính luật sư.` },
      ],
    },
    {
      title: 'Luật áp dụng',
      body: [{ p: ['Các điều khoản này được điều chỉnh bởi pháp luật của Đại Hàn Dân Quốc. Liên hệ: ', mail(BRAND.email), '.'] }],
    },
  ],
};
