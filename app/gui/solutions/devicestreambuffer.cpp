#include "devicestreambuffer.h"

DeviceStreamBuffer::DeviceStreamBuffer(QIODevice *device)
    : m_device(device)
{
    setp(m_buffer.data(), m_buffer.data() + m_buffer.size());
}

bool DeviceStreamBuffer::drain()
{
    const qint64 pending = pptr() - pbase();
    if (!m_failed && pending > 0)
        m_failed = m_device->write(pbase(), pending) != pending;
    setp(m_buffer.data(), m_buffer.data() + m_buffer.size());
    return !m_failed;
}

DeviceStreamBuffer::int_type DeviceStreamBuffer::overflow(int_type ch)
{
    if (!drain())
        return traits_type::eof();
    if (traits_type::eq_int_type(ch, traits_type::eof()))
        return traits_type::not_eof(ch);
    *pptr() = traits_type::to_char_type(ch);
    pbump(1);
    return ch;
}

int DeviceStreamBuffer::sync()
{
    return drain() ? 0 : -1;
}
