// Câu hỏi thường gặp: tiếng Việt. Same tabs and order as the English source (../faq.ts).
import type { FaqSet } from '../faq.ts';

export const faq: FaqSet = {
  services: [
    { q: 'K-Legal là gì?', a: 'K-Legal là danh bạ và sàn đặt lịch, nơi các luật sư và luật sư sáng chế Hàn Quốc có giấy phép, đã được xác minh, quảng bá dịch vụ tư vấn trực tuyến. K-Legal không phải là công ty luật và không đưa ra ý kiến pháp lý hay đại diện pháp lý: buổi tư vấn diễn ra giữa bạn và luật sư bạn chọn.' },
    { q: 'Ai sẽ tư vấn cho tôi?', a: 'Buổi tư vấn do luật sư có giấy phép hành nghề trực tiếp thực hiện. Trước khi đặt lịch, bạn có thể xem năm gia nhập đoàn luật sư, lĩnh vực hành nghề, ngôn ngữ và phí tư vấn của từng luật sư.' },
    { q: 'Tôi có thể gặp trực tiếp luật sư không?', a: 'Không. Các buổi tư vấn đặt qua K-Legal chỉ diễn ra trực tuyến; dịch vụ không sắp xếp gặp mặt trực tiếp.' },
    { q: 'Bao lâu thì tôi được kết nối?', a: 'Chúng tôi cố gắng kết nối bạn trong vòng 24 giờ. Trung tâm chăm sóc khách hàng hoạt động 24/7 và phản hồi trong vòng 1 giờ.' },
    { q: 'Tư vấn sơ bộ miễn phí là gì?', a: 'Một mẫu yêu cầu miễn phí: hãy cho chúng tôi biết vấn đề của bạn, chúng tôi sẽ liên hệ trong vòng 24 giờ để giúp bạn chuẩn bị và tìm lĩnh vực hành nghề phù hợp. Mẫu này không thay thế buổi tư vấn với luật sư.' },
    { q: 'Luật sư trong danh bạ được sắp xếp theo thứ tự nào?', a: 'Theo một thứ tự trung lập, thay đổi luân phiên mỗi ngày. K-Legal không giới thiệu, ưu tiên hay xếp hạng luật sư, và không khoản thanh toán nào làm thay đổi thứ tự. Chỉ bạn là người chọn luật sư.' },
  ],
  payments: [
    { q: 'Một buổi tư vấn có giá bao nhiêu?', a: 'Mỗi luật sư tự đặt phí cho 20, 40 và 60 phút, hiển thị bằng won Hàn Quốc trên hồ sơ. Nếu luật sư chưa đặt phí, phí tiêu chuẩn là ₩50.000 (20 phút), ₩90.000 (40 phút) và ₩130.000 (60 phút).' },
    { q: 'Có phải trả phí ứng trước (retainer) không?', a: 'Không. Bạn chỉ trả tiền cho buổi tư vấn đã đặt. Mọi công việc tiếp theo sẽ do bạn thỏa thuận trực tiếp với luật sư.' },
    { q: 'Tôi thanh toán như thế nào?', a: 'Bạn thanh toán trực tuyến khi xác nhận đặt lịch, trên trang thanh toán của nhà cung cấp dịch vụ thanh toán của K-Legal: một cổng thanh toán Hàn Quốc kết nối qua PortOne (chấp nhận cả thẻ phát hành ở nước ngoài), hoặc Stripe ở nơi có cung cấp. Nhà cung cấp này thu tiền thay mặt cho luật sư.' },
    { q: 'Khoản thanh toán của tôi được chuyển đi đâu?', a: 'Cho luật sư mà bạn đã đặt lịch. Pháp luật Hàn Quốc không cho phép người không phải luật sư chia phần thù lao của luật sư, vì vậy K-Legal không nhận bất kỳ phần nào của phí tư vấn. Mỗi khoản phí đã thanh toán được ghi nhận cho luật sư và được chuyển cho luật sư sau khi chốt sổ hằng tháng, sau khi trừ phí xử lý của nhà cung cấp dịch vụ thanh toán. Nếu lịch hẹn của bạn bị hủy và được hoàn tiền, sẽ không có khoản nào được chuyển cho luật sư cho lịch hẹn đó.' },
    { q: 'Phiếu giảm giá hoạt động thế nào?', a: 'Luật sư bạn đã lưu có thể gửi phiếu giảm giá cho bạn, và K-Legal cũng có thể tặng phiếu giảm giá cho bạn. Hãy chọn một phiếu chưa dùng và còn hạn trên trang đặt lịch; mức giảm được hiển thị trước khi bạn xác nhận, và giá cuối cùng do hệ thống tính khi tạo lịch hẹn.' },
  ],
  languages: [
    { q: 'Tôi có thể dùng những ngôn ngữ nào?', a: 'Tiếng Anh và tiếng Hàn là tiêu chuẩn. Phiên dịch trực tiếp bằng AI được cung cấp miễn phí cho 48 ngôn ngữ.' },
    { q: 'Phiên dịch trực tiếp hoạt động thế nào?', a: 'Trong buổi gặp trực tuyến, AI phiên dịch theo thời gian thực giữa bạn và luật sư Hàn Quốc. Lời dịch do máy tạo ra; nếu có điều gì chưa rõ, hãy đề nghị luật sư nhắc lại hoặc diễn đạt theo cách khác.' },
    { q: 'Tôi có thể tìm luật sư nói ngôn ngữ của mình không?', a: 'Có. Mỗi hồ sơ đều liệt kê các ngôn ngữ luật sư sử dụng, và danh sách luật sư có thể lọc theo ngôn ngữ.' },
  ],
  followup: [
    { q: 'Sau khi đặt lịch thì điều gì xảy ra?', a: 'Sau khi luật sư xác nhận lịch hẹn, bạn sẽ nhận qua email hoặc điện thoại các liên kết đến mẫu Tư vấn sơ bộ miễn phí và cuộc họp trực tuyến. Hãy tham gia cuộc họp vào giờ đã hẹn.' },
    { q: 'Nếu tôi cần thêm trợ giúp sau buổi tư vấn thì sao?', a: 'Công việc tiếp theo sau buổi tư vấn đầu tiên sẽ do bạn thỏa thuận trực tiếp với luật sư.' },
    { q: 'Tôi có thể đặt lại cùng một luật sư không?', a: 'Có. Hãy lưu luật sư để tìm lại nhanh chóng; việc lưu còn giúp bạn nhận phiếu giảm giá và cơ hội được tư vấn miễn phí.' },
  ],
  privacy: [
    { q: 'Các bạn lưu giữ những dữ liệu cá nhân nào?', a: 'Chỉ những gì dịch vụ cần: thông tin liên hệ của bạn và thông tin bạn cung cấp cho buổi tư vấn. Xem danh sách đầy đủ trong Chính sách quyền riêng tư.' },
    { q: 'Dữ liệu của tôi được lưu giữ trong bao lâu?', a: 'Dữ liệu cá nhân được lưu giữ 1 năm sau khi buổi tư vấn kết thúc, sau đó bị xóa.' },
    { q: 'Ai có thể xem tài liệu tôi tải lên?', a: 'Tài liệu đính kèm trong yêu cầu Tư vấn sơ bộ miễn phí được lưu trữ riêng tư; chỉ đội ngũ của chúng tôi mới mở được. Tài liệu không bao giờ được công khai.' },
  ],
};
