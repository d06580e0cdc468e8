// Advertising policy (광고 정책): English (the original) and its translations, the same sections in
// each language. Rendered by pages/[...lang]/advertising-policy.astro on the server.
import { BRAND, mail, type Policy } from './types.ts';

const P = BRAND.product;

export const ADVERTISING: Policy = {
  en: [
    {
      title: 'Lawyer profiles are advertisements',
      body: [
        { p: `Lawyer profiles, cards and messages on ${P} are advertisements of the lawyers concerned. The lawyer is responsible for their content. Everything else on the site (guides, FAQ, the free check-up) is written by ${P} and is not advertising for any lawyer.` },
      ],
    },
    {
      title: 'Who can advertise',
      body: [
        { p: 'Only lawyers and patent attorneys whose license has been checked by an administrator are listed. A lawyer can hide their profile at any time; a lawyer whose approval is revoked disappears from every list.' },
      ],
    },
    {
      title: 'Neutral order, no ranking',
      body: [
        { p: `${P} does not recommend, prefer or rank lawyers, and no payment changes where a lawyer appears. Lists use one rule for everyone: lawyers are sorted by their identifier and the list is rotated by three places every day (Korea time). The home page shows the first three lawyers of that day's order; over time every listed lawyer appears there equally often. Filters (practice area, region, language, name) only narrow the list.` },
      ],
    },
    {
      title: 'What profiles may show',
      body: [
        {
          ul: [
            'Consultation fees for 20, 40 and 60 minutes. Fees for handling a case (retainers, success fees) are not shown.',
            'Objective facts: bar admission year, education, firm, practice areas, languages, office contacts.',
            'No superlatives ("best", "first", "only"), no promised outcomes, no success rates.',
            'No star ratings or scores of lawyers.',
          ],
        },
      ],
    },
    {
      title: 'Coupons',
      body: [{ p: `A lawyer's coupon is a discount funded by that lawyer, sent only to members who bookmarked the lawyer. A coupon issued by ${P} is ${P}'s own promotion, funded by ${P}: the lawyer's settlement is still calculated on the full listed fee.` }],
    },
    {
      title: 'Reporting',
      body: [{ p: ['If an advertisement is misleading, write to ', mail(BRAND.email), '. We review every report.'] }],
    },
  ],

  ko: [
    {
      title: '변호사 프로필은 광고입니다',
      body: [
        { p: `${P}에 게시된 변호사 프로필, 카드 및 메시지는 해당 변호사의 광고입니다. 그 내용에 대한 책임은 해당 변호사에게 있습니다. 그 밖에 사이트의 모든 내용(안내, 자주 묻는 질문, 무료 사전상담)은 ${P}이 작성한 것으로, 어떠한 변호사의 광고도 아닙니다.` },
      ],
    },
    {
      title: '광고할 수 있는 자',
      body: [
        { p: '관리자가 자격을 확인한 변호사와 변리사만 게재됩니다. 변호사는 언제든지 자신의 프로필을 비공개로 할 수 있으며, 승인이 취소된 변호사는 모든 목록에서 삭제됩니다.' },
      ],
    },
    {
      title: '중립적인 순서, 순위 없음',
      body: [
        { p: `${P}은 변호사를 추천하거나 우대하거나 순위를 매기지 않으며, 어떠한 대가의 지급으로도 변호사가 표시되는 위치는 달라지지 않습니다. 목록에는 모두에게 동일한 하나의 규칙이 적용됩니다. 변호사는 식별자 순으로 정렬되고, 목록은 매일(한국 시간 기준) 세 자리씩 순환합니다. 홈페이지에는 그날 순서의 처음 세 변호사가 표시되며, 시간이 지나면 게재된 모든 변호사가 같은 빈도로 표시됩니다. 필터(업무 분야, 지역, 언어, 이름)는 목록의 범위를 좁힐 뿐입니다.` },
      ],
    },
    {
      title: '프로필에 표시할 수 있는 내용',
      body: [
        {
          ul: [
            '20분, 40분, 60분 상담료. 사건 처리 보수(착수금, 성공보수)는 표시하지 않습니다.',
            '객관적 사실: 변호사 자격 취득 연도, 학력, 소속 사무소, 업무 분야, 사용 언어, 사무소 연락처.',
            '최상급 표현("최고", "최초", "유일"), 결과 보장, 승소율은 표시할 수 없습니다.',
            '변호사에 대한 별점이나 점수는 표시할 수 없습니다.',
          ],
        },
      ],
    },
    {
      title: '쿠폰',
      body: [{ p: `변호사의 쿠폰은 이를 제공하는 변호사가 비용을 부담하는 할인으로, 해당 변호사를 북마크한 회원에게만 발송됩니다. ${P}이 발행한 쿠폰은 ${P}이 비용을 부담하는 자체 프로모션이며, 변호사의 정산 금액은 할인 전 상담료를 기준으로 산정됩니다.` }],
    },
    {
      title: '신고',
      body: [{ p: ['오해를 불러일으키는 광고가 있으면 이메일(', mail(BRAND.email), ')로 알려 주십시오. 모든 신고를 검토합니다.'] }],
    },
  ],

  zh: [
    {
      title: '律师资料属于广告',
      body: [
        { p: `${P}上的律师资料、卡片和消息均为相关律师的广告，由该律师对其内容负责。网站上的其他所有内容（指南、常见问题、免费预咨询）均由${P}撰写，不构成任何律师的广告。` },
      ],
    },
    {
      title: '谁可以发布广告',
      body: [
        { p: '只有执照经管理员核实的律师和专利代理人才会被列出。律师可随时隐藏其资料；被撤销审核批准的律师将从所有列表中消失。' },
      ],
    },
    {
      title: '中立排序，不作排名',
      body: [
        { p: `${P}不推荐、不偏向任何律师，也不对律师进行排名，任何付费都不会改变律师出现的位置。所有列表对每个人适用同一规则：律师按其标识符排序，列表每天（韩国时间）轮换三个位置。首页显示当天排序中的前三位律师；随着时间推移，每位列出的律师在首页出现的频率相同。筛选条件（业务领域、地区、语言、姓名）仅用于缩小列表范围。` },
      ],
    },
    {
      title: '资料可以显示的内容',
      body: [
        {
          ul: [
            '20、40 和 60 分钟的咨询费。不显示案件代理费用（预付费、胜诉酬金）。',
            '客观事实：取得律师资格的年份、学历、所属律所、业务领域、语言、办公室联系方式。',
            '不得使用最高级用语（“最好”“第一”“唯一”），不得承诺结果，不得显示胜诉率。',
            '不得对律师进行星级评价或评分。',
          ],
        },
      ],
    },
    {
      title: '优惠券',
      body: [{ p: `律师的优惠券是由提供该优惠券的律师出资的折扣，仅发送给收藏了该律师的会员。${P}发放的优惠券是由${P}出资的自身促销活动：律师的结算金额仍按折扣前的标价咨询费计算。` }],
    },
    {
      title: '举报',
      body: [{ p: ['如发现广告具有误导性，请发送电子邮件至 ', mail(BRAND.email), '。我们会审查每一份举报。'] }],
    },
  ],

  ja: [
    {
      title: '弁護士プロフィールは広告です',
      body: [
        { p: `${P}上の弁護士プロフィール、カードおよびメッセージは、当該弁護士の広告です。その内容については当該弁護士が責任を負います。サイト上のその他のすべての内容（ガイド、よくある質問、無料事前相談）は${P}が作成したものであり、いかなる弁護士の広告でもありません。` },
      ],
    },
    {
      title: '広告を掲載できる者',
      body: [
        { p: '管理者が資格を確認した弁護士および弁理士のみが掲載されます。弁護士はいつでも自分のプロフィールを非表示にできます。承認を取り消された弁護士は、すべての一覧から削除されます。' },
      ],
    },
    {
      title: '中立的な順序、順位付けなし',
      body: [
        { p: `${P}は弁護士を推薦、優遇または順位付けすることはなく、いかなる支払いによっても弁護士の表示位置は変わりません。一覧にはすべての弁護士に同じ規則が適用されます。弁護士は識別子の順に並べられ、一覧は毎日（韓国時間）3つずつ順番がずれます。トップページにはその日の順序の最初の3人の弁護士が表示され、長期的には掲載されているすべての弁護士が同じ頻度で表示されます。フィルター（取扱分野、地域、言語、氏名）は一覧を絞り込むだけです。` },
      ],
    },
    {
      title: 'プロフィールに表示できる内容',
      body: [
        {
          ul: [
            '20分、40分、60分の相談料。事件処理の報酬（着手金、成功報酬）は表示しません。',
            '客観的な事実：弁護士登録年、学歴、所属事務所、取扱分野、対応言語、事務所の連絡先。',
            '最上級の表現（「最高」「初」「唯一」）、結果の約束、勝訴率は表示できません。',
            '弁護士の星評価や点数は表示できません。',
          ],
        },
      ],
    },
    {
      title: 'クーポン',
      body: [{ p: `弁護士のクーポンは、それを提供する弁護士が費用を負担する割引であり、その弁護士をブックマークした会員にのみ送られます。${P}が発行したクーポンは${P}が費用を負担する自社のプロモーションであり、弁護士の精算額は割引前の相談料に基づいて計算されます。` }],
    },
    {
      title: '通報',
      body: [{ p: ['誤解を招く広告があれば、', mail(BRAND.email), 'までご連絡ください。すべての通報を確認します。'] }],
    },
  ],

  vi: [
    {
      title: 'Hồ sơ luật sư là quảng cáo',
      body: [
        { p: `Hồ sơ, thẻ thông tin và tin nhắn của luật sư trên ${P} là quảng cáo của chính các luật sư đó. Luật sư chịu trách nhiệm về nội dung của chúng. Mọi nội dung khác trên trang (hướng dẫn, câu hỏi thường gặp, tư vấn sơ bộ miễn phí) do ${P} biên soạn và không phải là quảng cáo cho bất kỳ luật sư nào.` },
      ],
    },
    {
      title: 'Ai có thể quảng cáo',
      body: [
        { p: 'Chỉ những luật sư và luật sư sáng chế có giấy phép hành nghề đã được quản trị viên kiểm tra mới được đưa vào danh sách. Luật sư có thể ẩn hồ sơ của mình bất kỳ lúc nào; luật sư bị thu hồi phê duyệt sẽ biến mất khỏi mọi danh sách.' },
      ],
    },
    {
      title: 'Thứ tự trung lập, không xếp hạng',
      body: [
        { p: `${P} không giới thiệu, không ưu tiên và không xếp hạng luật sư, và không có khoản thanh toán nào làm thay đổi vị trí hiển thị của một luật sư. Các danh sách áp dụng một quy tắc chung cho tất cả: luật sư được sắp xếp theo mã định danh và danh sách được xoay vòng ba vị trí mỗi ngày (theo giờ Hàn Quốc). Trang chủ hiển thị ba luật sư đầu tiên theo thứ tự của ngày hôm đó; theo thời gian, mọi luật sư trong danh sách đều xuất hiện ở đó với tần suất như nhau. Bộ lọc (lĩnh vực hành nghề, khu vực, ngôn ngữ, tên) chỉ thu hẹp danh sách.` },
      ],
    },
    {
      title: 'Nội dung hồ sơ được phép hiển thị',
      body: [
        {
          ul: [
            'Phí tư vấn cho 20, 40 và 60 phút. Phí xử lý vụ việc (phí ứng trước, phí thành công) không được hiển thị.',
            'Các thông tin khách quan: năm được cấp phép hành nghề luật sư, học vấn, văn phòng luật, lĩnh vực hành nghề, ngôn ngữ, thông tin liên hệ của văn phòng.',
            'Không dùng từ ngữ so sánh tuyệt đối ("tốt nhất", "đầu tiên", "duy nhất"), không hứa hẹn kết quả, không nêu tỷ lệ thành công.',
            'Không có đánh giá sao hay chấm điểm luật sư.',
          ],
        },
      ],
    },
    {
      title: 'Phiếu giảm giá',
      body: [{ p: `Phiếu giảm giá của luật sư là khoản giảm giá do chính luật sư cung cấp phiếu chi trả, và chỉ được gửi cho những thành viên đã lưu luật sư đó. Phiếu giảm giá do ${P} phát hành là chương trình khuyến mại của riêng ${P}, do ${P} chi trả: số tiền quyết toán của luật sư vẫn được tính trên mức phí niêm yết đầy đủ.` }],
    },
    {
      title: 'Báo cáo vi phạm',
      body: [{ p: ['Nếu một quảng cáo gây hiểu nhầm, vui lòng gửi email đến ', mail(BRAND.email), '. Chúng tôi xem xét mọi báo cáo.'] }],
    },
  ],
};
