// The "what to prepare" checklist of the booking_paid e-mail in the five languages (issue 29,
// item 4; the items per category: ../bookingIntake.ts). The site shows the same list from its own
// dictionaries (site/src/lib/i18n/*.ts, keys prepare.*). Plain text: render.ts escapes it.
import type { PreparationItem } from '../bookingIntake.ts';
import type { NotificationLocale } from './kinds.ts';

export interface PreparationTexts {
  title: string;
  /** what the client can add to the booking before the meeting */
  note: string;
  items: Record<PreparationItem, string>;
}

export const PREPARATION_TEXTS: Record<NotificationLocale, PreparationTexts> = {
  en: {
    title: 'What to prepare',
    note: 'Before the consultation you can add your status of stay, key dates and up to 5 documents (PDF, JPEG, PNG) to the booking, so that your lawyer sees them in advance.',
    items: {
      passport: 'Passport',
      arc: 'Alien registration card (ARC), if you have one',
      visa_papers: 'Your visa and any application papers or receipts',
      notice: 'Any notice, order or letter you received (with its date)',
      contract: 'The contract concerned (employment, lease or other)',
      pay_records: 'Pay slips, bank transfers or records of working hours',
      police_papers: 'Summons, police or court papers',
      family_papers: 'Marriage certificate or family relation certificate',
      accident_papers: 'Accident report and insurance papers',
      medical_records: 'Medical records, bills and receipts',
      lease_papers: 'Lease contract and deposit receipts',
      business_papers: 'Business registration and company documents',
      evidence: 'Messages, photos, receipts or other evidence',
      timeline: 'A short timeline of what happened, with dates',
    },
  },
  ko: {
    title: '상담 전 준비할 것',
    note: '상담 전에 예약에 체류 자격, 주요 날짜, 서류(PDF, JPEG, PNG, 최대 5개)를 추가하면 변호사가 미리 확인할 수 있습니다.',
    items: {
      passport: '여권',
      arc: '외국인등록증(있는 경우)',
      visa_papers: '비자 및 신청 서류나 접수증',
      notice: '받은 통지서, 명령서 또는 서신(날짜 포함)',
      contract: '관련 계약서(근로, 임대차 등)',
      pay_records: '급여명세서, 계좌 이체 내역 또는 근무 시간 기록',
      police_papers: '출석요구서, 경찰 또는 법원 서류',
      family_papers: '혼인관계증명서 또는 가족관계증명서',
      accident_papers: '사고 보고서와 보험 서류',
      medical_records: '진료 기록, 진료비 내역과 영수증',
      lease_papers: '임대차 계약서와 보증금 영수증',
      business_papers: '사업자등록증과 회사 서류',
      evidence: '메시지, 사진, 영수증 등 증거 자료',
      timeline: '날짜별로 정리한 사건 경위',
    },
  },
  zh: {
    title: '需要准备的材料',
    note: '咨询前，您可以在预约中添加居留身份、重要日期和最多 5 份文件（PDF、JPEG、PNG），律师可提前查看。',
    items: {
      passport: '护照',
      arc: '外国人登录证（如有）',
      visa_papers: '签证及相关申请材料或回执',
      notice: '您收到的通知书、命令或信函（注明日期）',
      contract: '相关合同（劳动、租赁或其他）',
      pay_records: '工资单、银行转账记录或工作时间记录',
      police_papers: '传唤书、警察或法院文件',
      family_papers: '婚姻关系证明书或家庭关系证明书',
      accident_papers: '事故报告和保险文件',
      medical_records: '病历、医疗费用明细和收据',
      lease_papers: '租赁合同和押金收据',
      business_papers: '营业执照和公司文件',
      evidence: '聊天记录、照片、收据或其他证据',
      timeline: '按日期整理的事件经过',
    },
  },
  ja: {
    title: 'ご用意いただくもの',
    note: '相談の前に、予約に在留資格、重要な日付、書類（PDF・JPEG・PNG、最大5件）を追加すると、弁護士が事前に確認できます。',
    items: {
      passport: 'パスポート',
      arc: '外国人登録証（お持ちの場合）',
      visa_papers: 'ビザおよび申請書類や受付票',
      notice: '受け取った通知書・命令書・書簡（日付のわかるもの）',
      contract: '関係する契約書（雇用・賃貸借など）',
      pay_records: '給与明細、振込記録、勤務時間の記録',
      police_papers: '出頭要求書、警察や裁判所の書類',
      family_papers: '婚姻関係証明書または家族関係証明書',
      accident_papers: '事故報告書と保険関係の書類',
      medical_records: '診療記録、医療費の明細や領収書',
      lease_papers: '賃貸借契約書と保証金の領収書',
      business_papers: '事業者登録証と会社の書類',
      evidence: 'メッセージ、写真、領収書などの証拠',
      timeline: '日付順にまとめた経緯',
    },
  },
  vi: {
    title: 'Những gì cần chuẩn bị',
    note: 'Trước buổi tư vấn, bạn có thể bổ sung vào lịch hẹn tư cách lưu trú, các ngày quan trọng và tối đa 5 tài liệu (PDF, JPEG, PNG) để luật sư xem trước.',
    items: {
      passport: 'Hộ chiếu',
      arc: 'Thẻ đăng ký người nước ngoài (nếu có)',
      visa_papers: 'Thị thực và giấy tờ hồ sơ hoặc biên nhận',
      notice: 'Thông báo, quyết định hoặc thư bạn đã nhận (có ghi ngày)',
      contract: 'Hợp đồng liên quan (lao động, thuê nhà hoặc khác)',
      pay_records: 'Phiếu lương, sao kê chuyển khoản hoặc bảng chấm công',
      police_papers: 'Giấy triệu tập, giấy tờ của cảnh sát hoặc tòa án',
      family_papers: 'Giấy chứng nhận kết hôn hoặc quan hệ gia đình',
      accident_papers: 'Biên bản tai nạn và giấy tờ bảo hiểm',
      medical_records: 'Hồ sơ bệnh án, hóa đơn và biên lai y tế',
      lease_papers: 'Hợp đồng thuê và biên lai tiền đặt cọc',
      business_papers: 'Giấy đăng ký kinh doanh và tài liệu công ty',
      evidence: 'Tin nhắn, hình ảnh, biên lai hoặc bằng chứng khác',
      timeline: 'Tóm tắt diễn biến sự việc theo ngày',
    },
  },
};
