#include "settingssaver.h"

#include <QDebug>

SettingsSaver::SettingsSaver(Collect collect, QObject *parent)
    : QObject(parent)
    , m_collect(std::move(collect))
{
    m_delay.setSingleShot(true);
    m_delay.setInterval(1000);
    connect(&m_delay, &QTimer::timeout, this, &SettingsSaver::saveNow);
}

void SettingsSaver::saveSoon()
{
    m_delay.start();
}

QString SettingsSaver::saveNow()
{
    m_delay.stop();
    const QString error = AppSettings::save(m_collect());
    if (!error.isEmpty() && !m_failing)
        emit failed(error);
    m_failing = !error.isEmpty();
    return error;
}

void SettingsSaver::saveAtClose()
{
    const QString error = saveNow();
    if (!error.isEmpty())
        qWarning().noquote() << error;
}
