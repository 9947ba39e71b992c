#pragma once

#include <QIODevice>

#include <array>
#include <streambuf>

// A std::streambuf that writes into a QIODevice (a SaveDevice, for the solutions export), so
// core's std::ostream writers can fill a Qt file: it collects 64 KiB, then writes it on. A
// failed write makes the stream fail (badbit) and stays failed. Owns its buffer, not the
// device; lives on whichever thread writes (the export job's worker).
class DeviceStreamBuffer : public std::streambuf
{
public:
    explicit DeviceStreamBuffer(QIODevice *device);
    DeviceStreamBuffer(const DeviceStreamBuffer &) = delete;
    DeviceStreamBuffer &operator=(const DeviceStreamBuffer &) = delete;

protected:
    int_type overflow(int_type ch) override;
    int sync() override;

private:
    // Writes out what the buffer holds; false once any write has failed.
    bool drain();

    QIODevice *m_device;
    std::array<char, 64 * 1024> m_buffer {};
    bool m_failed = false;
};
